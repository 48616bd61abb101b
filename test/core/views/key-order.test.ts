import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';
import { compareKeyValues } from '../../../src/core/keys/compare-key-values.ts';
import { keyOrder } from '../../../src/core/views/key-order.ts';

const S = fc.string({
  unit: fc.constantFrom('a', 'b', '#', 'é', '\u{1F600}', '\uFF5E'),
  maxLength: 4
});
const values = (type: KeyType): fc.Arbitrary<KeyValue[]> =>
  type === 'S'
    ? fc.array(
        S.map((s) => ({ S: s })),
        { maxLength: 40 }
      )
    : type === 'N'
      ? fc.array(
          fc
            .tuple(fc.constantFrom('', '-'), fc.constantFrom('1', '1.0', '10', '0.5', '2E1', '20'))
            .map(([sign, n]) => ({ N: sign + n })),
          { maxLength: 40 }
        )
      : fc.array(
          fc.uint8Array({ maxLength: 3 }).map((b) => ({ B: Buffer.from(b).toString('base64') })),
          { maxLength: 40 }
        );

/** The oracle: positions sorted by DynamoDB's comparison, ties in list order. */
const oracle = (list: readonly KeyValue[]): number[] =>
  list.map((_, i) => i).sort((a, b) => compareKeyValues(list[a]!, list[b]!) || a - b);

describe('KeyOrder.sortedIndices', () => {
  it.each(['S', 'N', 'B'] as const)(
    'sorts %s values as DynamoDB does, ties in list order',
    (type) => {
      fc.assert(
        fc.property(values(type), (list) => {
          expect(keyOrder(type, list).sortedIndices()).toEqual(oracle(list));
        })
      );
    }
  );

  it.each(['S', 'N', 'B'] as const)('gives the same order from any starting guess (%s)', (type) => {
    fc.assert(
      fc.property(
        values(type).chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.shuffledSubarray(
              list.map((_, i) => i),
              {
                minLength: list.length,
                maxLength: list.length
              }
            )
          )
        ),
        ([list, start]) => {
          expect(keyOrder(type, list).sortedIndices(start)).toEqual(oracle(list));
        }
      )
    );
  });

  it.each(['S', 'N', 'B'] as const)(
    'keeps a right guess, and sorts one with a single pair swapped (%s)',
    (type) => {
      // The right order is taken after one pass; one pair out of order anywhere is found.
      fc.assert(
        fc.property(values(type), fc.nat(), (list, at) => {
          const right = oracle(list);
          expect(keyOrder(type, list).sortedIndices(right)).toEqual(right);
          if (list.length < 2) return;
          const swapped = [...right];
          const i = at % (list.length - 1);
          [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
          expect(keyOrder(type, list).sortedIndices(swapped)).toEqual(right);
        })
      );
    }
  );
});
