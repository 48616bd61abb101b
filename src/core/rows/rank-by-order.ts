import type { ViewEntry } from '../views/view.ts';

/**
 * Each returned item's write order with its 1-based position in a query's result, so rows
 * (which carry write orders, not item objects) can show it.
 *
 * @example
 * rankByOrder(run.entries).get(7); // 1 when item 7 comes first
 */
export function rankByOrder(entries: readonly ViewEntry[] | undefined): Map<number, number> {
  const ranks = new Map<number, number>();
  entries?.forEach((e, i) => ranks.set(e.item.order, i + 1));
  return ranks;
}
