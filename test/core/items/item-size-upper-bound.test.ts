import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { itemSize, itemSizeUpperBound } from '../../../src/core/items/item-size.ts';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';

const scalar: fc.Arbitrary<AttributeValue> = fc.oneof(
  fc.string({ unit: 'binary' }).map((S) => ({ S })),
  fc.bigInt({ min: -(10n ** 38n) + 1n, max: 10n ** 38n - 1n }).map((n) => ({ N: n.toString() })),
  fc.uint8Array({ maxLength: 40 }).map((b) => ({ B: Buffer.from(b).toString('base64') })),
  fc.boolean().map((BOOL) => ({ BOOL })),
  fc.constant({ NULL: true as const })
);
const value: fc.Arbitrary<AttributeValue> = fc.letrec<{ v: AttributeValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }).map((L) => ({ L })),
    fc
      .dictionary(fc.string({ unit: 'binary', maxLength: 8 }), tie('v'), { maxKeys: 4 })
      .map((m) => ({ M: nullProto(m) })),
    fc
      .uniqueArray(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 })
      .map((SS) => ({ SS }))
  )
})).v;

function nullProto(m: Record<string, AttributeValue>): AttributeMap {
  const out = Object.create(null) as Record<string, AttributeValue>;
  for (const k of Object.keys(m)) out[k] = m[k]!;
  return out;
}

describe('itemSizeUpperBound', () => {
  it('is never below the exact size, so checking the bound first cannot miss an item over 400 KB', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }), value, {
          maxKeys: 6
        }),
        (raw) => {
          const item = nullProto(raw);
          expect(itemSizeUpperBound(item)).toBeGreaterThanOrEqual(itemSize(item));
        }
      ),
      { seed: 20261129, numRuns: 300 }
    );
  });

  it('is exact for ASCII-free single-byte cases only up to its factor, e.g. one 4-byte character counts 6', () => {
    const item = nullProto({ a: { S: '🙂' } });
    expect(itemSize(item)).toBe(1 + 4);
    expect(itemSizeUpperBound(item)).toBe(3 + 6);
  });
});
