/**
 * How many items each drawn segment of a sample reads: the item cap shared evenly between the
 * `count` segments (at least one each), so every cluster is about as large. The one home of the
 * rule for the reader and the Load dialog's hint.
 *
 * @example
 * sampleShare(20_000, 64); // 312
 */
export function sampleShare(maxItems: number, count: number): number {
  return Math.max(1, Math.floor(maxItems / Math.max(1, count)));
}
