import type { ViewEntry } from '../../core/views/view.ts';
import type { ResolvedItem } from '../../core/views/resolved-table.ts';

/** Each returned item with its 1-based position in a query's result. */
export function resultRanks(entries: readonly ViewEntry[] | undefined): Map<ResolvedItem, number> {
  const ranks = new Map<ResolvedItem, number>();
  entries?.forEach((e, i) => ranks.set(e.item, i + 1));
  return ranks;
}
