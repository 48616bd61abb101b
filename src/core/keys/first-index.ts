/**
 * The first index in [from, to) at which `past(i)` holds, or `to`, by binary search: `past`
 * must be false then true along the range (a sorted run's "is at or after what I look for").
 * One home for the search the views and heat use over key order, and generation over a CDF.
 *
 * @example
 * firstIndex(0, keys.length, (i) => compareUtf8(keys[i]!, 'USER#') >= 0); // first USER# key or later
 */
export function firstIndex(from: number, to: number, past: (i: number) => boolean): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (past(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
