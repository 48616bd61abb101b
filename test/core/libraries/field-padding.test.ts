import { describe, expect, it } from 'vitest';
import { entityKeyPlan } from '../../../src/core/libraries/entity-key-plan.ts';
import { fieldPadding } from '../../../src/core/libraries/field-padding.ts';
import { designOf } from '../../helpers/library-designs.ts';

function padding(keys: Record<string, string>) {
  const d = designOf({
    name: 'One',
    tables: [
      {
        name: 'Things',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        items: []
      }
    ],
    entities: [{ name: 'E', table: 'Things', attributes: [], keys, items: [] }]
  });
  return fieldPadding(entityKeyPlan(d.tables[0]!, d.entities[0]!));
}

describe('fieldPadding', () => {
  it.each([
    [
      'padded alike everywhere',
      { PK: 'A#${r:3}', SK: 'B#${r:3}' },
      [['r', { length: 3, char: '0' }]],
      []
    ],
    ['a pad character', { PK: 'A', SK: 'B#${d:2:_}' }, [['d', { length: 2, char: '_' }]], []],
    ['unpadded', { PK: 'A#${r}', SK: 'B' }, [], []],
    [
      'padded one way and not another',
      { PK: 'A#${r:3}', SK: 'B#${r}' },
      [],
      [['r', ['padded to 3 in "PK"', 'unpadded in "SK"']]]
    ]
  ])('%s', (_, keys, padded, mixed) => {
    const read = padding(keys);
    expect([...read.padded]).toEqual(padded);
    expect([...read.mixed]).toEqual(mixed);
  });
});
