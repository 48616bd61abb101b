import { keyRanks } from './key-ranks.ts';

/**
 * Keys in the order a key distribution ranks them: `first` (the key a pattern names, or -1)
 * then by `sizes` (items held), largest first, ties in their given (key) order: keyRanks,
 * read rank by rank.
 *
 * @example
 * [...rankKeys([1, 5, 5, 2], 3)]; // [3, 1, 2, 0]
 */
export function rankKeys(sizes: ArrayLike<number>, first = -1): Int32Array {
  const rankOf = keyRanks(sizes.length, (k) => sizes[k]!, first);
  const ranked = new Int32Array(rankOf.length);
  for (let k = 0; k < rankOf.length; k++) ranked[rankOf[k]!] = k;
  return ranked;
}
