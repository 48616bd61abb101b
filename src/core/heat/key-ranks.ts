/**
 * Each key's rank in the order a key distribution ranks them: `first` (the key a pattern
 * names, or -1) ranks 0, then by `size(k)` (items held), largest first, ties in key order. A
 * counting sort writing each key's rank, so a million keys rank in linear time, and a caller
 * that reads ranks per key (the loads, added in key order) never inverts an ordering.
 *
 * @example
 * [...keyRanks(4, (k) => [1, 5, 5, 2][k]!, 3)]; // [3, 1, 2, 0]: key 3 first, key 0 last
 */
export function keyRanks(n: number, size: (k: number) => number, first = -1): Int32Array {
  // Each size asked once and kept where the ranks go: the passes below read it from there
  // (three calls of `size` per key were a third of ranking a million keys).
  const rankOf = new Int32Array(n);
  let max = 0;
  for (let k = 0; k < n; k++) {
    const s = size(k);
    rankOf[k] = s;
    if (s > max) max = s;
  }
  const count = new Int32Array(max + 2);
  for (let k = 0; k < n; k++) if (k !== first) count[max - rankOf[k]! + 1]!++;
  for (let i = 1; i < count.length; i++) count[i]! += count[i - 1]!;
  const offset = first >= 0 && first < n ? 1 : 0;
  for (let k = 0; k < n; k++) rankOf[k] = k === first ? 0 : offset + count[max - rankOf[k]!]!++;
  return rankOf;
}
