import type { ResolvedTable } from './resolved-table.ts';
import { SortedView } from './sorted-view.ts';
import type { ViewSpec } from './table-key-attributes.ts';

/**
 * The view after an edit that changed its sort key's ranks and nothing else it depends on (the
 * partition key's ranks, the rejections and the overwrites are the very same arrays): the same
 * collections, in the same order, each holding the same items, re-sorted by the new sort key
 * (ties in write order, as buildView leaves them). Typing in a sort key template, or in the
 * partition key template a GSI sorts by, then reads each item's rank once and sorts only the
 * collections it reordered, instead of two counting sorts of every item.
 *
 * Returns null when the edit did more than reorder collections: an item gained or lost its sort
 * key (a template it can no longer fill), so the view's items changed; buildView then builds it.
 *
 * @param previous the view before the edit, built over the same partition key ranks
 * @param int32 where the new orders come from (KeyCache.int32)
 */
export function resortedView(
  previous: SortedView,
  resolved: ResolvedTable,
  spec: ViewSpec,
  pkSlot: number,
  skSlot: number,
  int32: (n: number) => Int32Array = (n) => new Int32Array(n)
): SortedView | null {
  const sk = resolved.ranks[skSlot]!;
  const pk = resolved.ranks[pkSlot]!;
  // Items absent before (no partition key or no sort key) must still be absent.
  for (const o of previous.absentOrders) if (pk[o]! >= 0 && sk[o]! >= 0) return null;
  const { starts } = previous;
  const orders = int32(previous.orders.length);
  orders.set(previous.orders);
  for (let c = 0; c + 1 < starts.length; c++) {
    const from = starts[c]!;
    const to = starts[c + 1]!;
    let sorted = true;
    for (let p = from; p < to; p++) {
      const o = orders[p]!;
      const s = sk[o]!;
      if (s < 0) return null;
      if (p > from) {
        const before = orders[p - 1]!;
        const t = sk[before]!;
        if (t > s || (t === s && before > o)) sorted = false;
      }
    }
    if (!sorted) orders.subarray(from, to).sort((a, b) => sk[a]! - sk[b]! || a - b);
  }
  const view = new SortedView(resolved, spec, pkSlot, skSlot, orders, starts);
  view.setAbsent(previous.absentOrders);
  if (spec.kind === 'table') view.markOverwrites(sk);
  return view;
}
