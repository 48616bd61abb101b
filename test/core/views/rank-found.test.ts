import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { KeyValue } from '../../../src/core/model/attribute-value.ts';
import { rankFound } from '../../../src/core/views/rank-found.ts';

const PK = { name: 'PK', type: 'S' as const };

describe('rankFound', () => {
  it('sorts the valid values and sets the invalid ones apart, with where each went', () => {
    const found: KeyValue[] = [{ S: 'b' }, { S: '' }, { S: 'a' }, { N: '1' }];
    const r = rankFound(found, [0, 1, 2, 3], PK, 'partition', 'S');
    expect(r.values).toEqual([{ S: 'a' }, { S: 'b' }]);
    expect(r.invalid.map((x) => x.value)).toEqual([{ S: '' }, { N: '1' }]);
    expect([...r.remap]).toEqual([1, -2, 0, -3]);
  });

  it('answers the same whatever the previous ranks it starts from', () => {
    const value = fc
      .string({ unit: fc.constantFrom('a', 'b', 'é', '\u{1F600}'), maxLength: 3 })
      .map((s): KeyValue => ({ S: s }));
    fc.assert(
      fc.property(
        fc.uniqueArray(value, { selector: (v) => ('S' in v ? v.S : ''), maxLength: 25 }),
        fc.array(fc.integer({ min: -3, max: 30 }), { minLength: 25, maxLength: 25 }),
        (found, previous) => {
          const items = found.map((_, j) => j);
          const cold = rankFound(found, items, PK, 'sort', 'S');
          const guessed = rankFound(found, items, PK, 'sort', 'S', {
            ids: Int32Array.from(previous),
            count: 31
          });
          expect(guessed.values).toEqual(cold.values);
          expect([...guessed.remap]).toEqual([...cold.remap]);
          expect(guessed.order.tokens).toEqual(cold.order.tokens);
        }
      )
    );
  });
});
