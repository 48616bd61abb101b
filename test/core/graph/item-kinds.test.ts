import { describe, expect, it } from 'vitest';
import { entityKeys } from '../../../src/core/graph/entity-keys.ts';
import { itemKinds } from '../../../src/core/graph/item-kinds.ts';
import { analysed } from './graph-fixtures.ts';

describe('itemKinds', () => {
  const { design } = analysed('gaming');
  const table = design.tables[0]!;
  const keys = entityKeys(design, table);

  it('gives two templates built alike one kind, in order of first use', () => {
    const k = itemKinds(keys, table);
    expect(k.ofEntity(2, 'SK')).toBe(0); // UserGameMapping's USER#${username}
    expect(k.ofEntity(0, 'PK')).toBe(0); // User's, the same shape
    expect(k.ofEntity(0, 'SK')).toBe(1);
    expect(k.ofEntity(1, 'SK')).toBe(2); // #METADATA#${gameId}: another placeholder, another kind
    expect(k.kinds.map((x) => [x.label, x.metadata])).toEqual([
      ['USER#${username}', false],
      ['#METADATA#${username}', true],
      ['#METADATA#${gameId}', true]
    ]);
  });

  it.each([
    ['USER#alex', 'USER#…', false],
    ['#METADATA#x', '#METADATA#…', true],
    ['GAME#g1#USER#u', 'GAME#…', false],
    ['###', 'SK values', false],
    ['METADATA#1', 'METADATA#…', true],
    ['plain', 'SK values', false]
  ])('guesses the kind of a value of no entity: %s → %s', (text, label, metadata) => {
    const k = itemKinds(keys, table);
    expect(k.kinds[k.ofValue(text, 'SK')]).toMatchObject({ label, metadata });
    expect(k.ofValue(text, 'SK')).toBe(0);
  });
});
