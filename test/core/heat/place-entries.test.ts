import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeEntries } from '../../../src/core/heat/place-entries.ts';
import type { View } from '../../../src/core/views/view.ts';

/** A view's positions: collection sizes (0 allowed), then a shuffle of the write orders. */
const arbView = fc.array(fc.nat(4), { maxLength: 12 }).chain((sizes) => {
  const n = sizes.reduce((a, b) => a + b, 0);
  return fc.record({
    sizes: fc.constant(sizes),
    orders: fc.shuffledSubarray(
      Array.from({ length: n }, (_, i) => i),
      { minLength: n, maxLength: n }
    ),
    over: fc.option(fc.array(fc.integer({ min: -1, max: 3 }), { minLength: n, maxLength: n })),
    bytes: fc.array(fc.nat(500), { minLength: n, maxLength: n }),
    piece: fc.integer({ min: 1, max: 8 })
  });
});

/** The oracle: every collection's positions in turn, in one loop. */
function oracle(
  starts: Int32Array,
  orders: Int32Array,
  over: Int32Array | null,
  sizes: Float64Array
) {
  const collectionOf = new Int32Array(orders.length).fill(-1);
  const prefix = new Float64Array(orders.length + 1);
  let sum = 0;
  for (let c = 0; c + 1 < starts.length; c++)
    for (let p = starts[c]!; p < starts[c + 1]!; p++) {
      const order = orders[p]!;
      if (over === null || over[order]! < 0) {
        collectionOf[order] = c;
        sum += sizes[order]!;
      }
      prefix[p + 1] = sum;
    }
  return { collectionOf: [...collectionOf], prefix: [...prefix] };
}

describe('placeEntries', () => {
  it('places entries in pieces of any size as one loop over the collections does', () => {
    fc.assert(
      fc.property(arbView, ({ sizes, orders, over, bytes, piece }) => {
        const starts = new Int32Array(sizes.length + 1);
        sizes.forEach((s, c) => (starts[c + 1] = starts[c]! + s));
        const view = { starts, orders: Int32Array.from(orders) } as unknown as View;
        const overwrites = over ? Int32Array.from(over) : null;
        const entrySizes = Float64Array.from(bytes);
        const collectionOf = new Int32Array(orders.length).fill(-1);
        const prefix = new Float64Array(orders.length + 1);
        let c = 0;
        for (let from = 0; from < orders.length; from += piece)
          c = placeEntries(
            view,
            overwrites,
            entrySizes,
            collectionOf,
            prefix,
            from,
            from + piece,
            c
          );
        expect({ collectionOf: [...collectionOf], prefix: [...prefix] }).toEqual(
          oracle(starts, view.orders, overwrites, entrySizes)
        );
      })
    );
  });
});
