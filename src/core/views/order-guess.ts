/**
 * A likely order for a run's key values after its template was edited: by the rank the same
 * items had under the template before. Typing in a template's literal text rarely reorders its
 * keys (`GAME#${gameId}` → `GAME#${gameId}x` keeps the order unless one id is a prefix of
 * another), so the sort that follows (`KeyOrder.sortedIndices`) mostly confirms it. A wrong
 * guess costs time, never the answer.
 *
 * @param previousIds per item of the run, its value's rank under the last template (≥ 0), or
 *   below 0 when it had none (see SegmentKeys.ids)
 * @param previousCount how many ranks the last template gave
 * @param firstItems per value to order, an item of the run that renders it
 * @returns every position `0…firstItems.length - 1` once: by the previous rank of its item, ties
 *   and items without one in position order, those without one last
 *
 * @example
 * orderGuess(Int32Array.of(1, 0, -1), 2, [0, 1, 2]); // [1, 0, 2]
 */
export function orderGuess(
  previousIds: Int32Array,
  previousCount: number,
  firstItems: ArrayLike<number>
): number[] {
  const n = firstItems.length;
  const bucket = new Int32Array(n);
  // A counting sort on the previous rank: linear, and stable, so ties keep position order.
  const at = new Int32Array(previousCount + 2);
  for (let p = 0; p < n; p++) {
    const r = previousIds[firstItems[p]!] ?? -1;
    bucket[p] = r >= 0 && r < previousCount ? r : previousCount;
    at[bucket[p]! + 1]!++;
  }
  for (let r = 0; r <= previousCount; r++) at[r + 1]! += at[r]!;
  const out = new Array<number>(n);
  for (let p = 0; p < n; p++) out[at[bucket[p]!]!++] = p;
  return out;
}
