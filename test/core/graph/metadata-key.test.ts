import { describe, expect, it } from 'vitest';
import { entityKeys } from '../../../src/core/graph/entity-keys.ts';
import { isMetadataKey } from '../../../src/core/graph/metadata-key.ts';
import { gsi, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

describe('isMetadataKey', () => {
  const table = makeTable({ gsis: [gsi('G', ['GPK', 'S'], ['GSK', 'S'])] });
  const keysOf = (keys: Record<string, string>) =>
    entityKeys(makeDesign([table], [makeEntity('E', keys, [])]), table)[0]!;

  it.each([
    [
      '#METADATA#${username} under USER#${username}',
      { PK: 'USER#${username}', SK: '#METADATA#${username}' },
      'SK',
      true
    ],
    ['a constant METADATA', { PK: 'USER#${u}', SK: 'METADATA' }, 'SK', true],
    ['Metadata in any case', { PK: 'USER#${u}', SK: 'Metadata#1' }, 'SK', true],
    ['a root item: PROFILE', { PK: 'USER#${u}', SK: 'PROFILE' }, 'SK', true],
    ['a root item: the same placeholder', { PK: 'USER#${u}', SK: '#${u}' }, 'SK', true],
    [
      'a relationship: USER#${username} under GAME#${gameId}',
      { PK: 'GAME#${g}', SK: 'USER#${u}' },
      'SK',
      false
    ],
    ['the partition key itself', { PK: 'USER#${u}', SK: 'METADATA' }, 'PK', false],
    ['an index key, by its text only', { PK: 'USER#${u}', SK: 'A', GSK: '${u}' }, 'GSK', false],
    ['an index key saying METADATA', { PK: 'USER#${u}', SK: 'A', GPK: 'METADATA' }, 'GPK', true],
    ['no template for it', { PK: 'USER#${u}', SK: 'A' }, 'GPK', false]
  ])('%s → %s', (_, keys, attribute, expected) => {
    expect(isMetadataKey(keysOf(keys), attribute, table)).toBe(expected);
  });

  it.each([
    ['METADATA', true],
    ['#metadata#alex', true],
    ['USER#alex', false]
  ])('an item of no entity: %s → %s', (value, expected) => {
    expect(isMetadataKey(null, 'SK', table, value)).toBe(expected);
  });
});
