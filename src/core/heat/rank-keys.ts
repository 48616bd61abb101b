/**
 * Keys in the order a key distribution ranks them: `first` (the key a pattern names, or -1)
 * then by `sizes` (items held), largest first, ties in their given (key) order. A counting
 * sort, so a million keys rank in linear time.
 *
 * @example
 * [...rankKeys([1, 5, 5, 2], 3)]; // [3, 1, 2, 0]
 */
export function rankKeys(sizes: ArrayLike<number>, first = -1): Int32Array {
  const n = sizes.length;
  let max = 0;
  for (let g = 0; g < n; g++) max = Math.max(max, sizes[g]!);
  const count = new Int32Array(max + 2);
  for (let g = 0; g < n; g++) if (g !== first) count[max - sizes[g]! + 1]!++;
  for (let i = 1; i < count.length; i++) count[i]! += count[i - 1]!;
  const ranked = new Int32Array(n);
  const offset = first >= 0 && first < n ? 1 : 0;
  if (offset) ranked[0] = first;
  for (let g = 0; g < n; g++) if (g !== first) ranked[offset + count[max - sizes[g]!]!++] = g;
  return ranked;
}
