import type { View } from '../views/view.ts';

/**
 * Positions `from`…`to` of the view: each live entry's collection, and the prefix sums of
 * entry sizes (from `prefix[from]`); `c` is the collection holding `from`, and the one
 * holding `to` is returned. A plain function, called once a piece (inPieces says why).
 *
 * @example
 * c = placeEntries(view, view.overwrites, sizes, collectionOf, prefix, 0, 32768, 0);
 */
export function placeEntries(
  view: View,
  over: Int32Array | null,
  sizes: Float64Array,
  collectionOf: Int32Array,
  prefix: Float64Array,
  from: number,
  to: number,
  c: number
): number {
  const { starts, orders } = view;
  // Positions past the last collection's end are in none (prefix left 0, as ever).
  const end = Math.min(to, starts.length > 0 ? starts[starts.length - 1]! : 0);
  let sum = prefix[from]!;
  for (let p = from; p < end; p++) {
    while (starts[c + 1]! <= p) c++;
    const order = orders[p]!;
    if (over === null || over[order]! < 0) {
      collectionOf[order] = c;
      sum += sizes[order]!;
    }
    prefix[p + 1] = sum;
  }
  return c;
}
