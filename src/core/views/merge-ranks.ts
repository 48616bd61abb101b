import type { KeyOrder } from './key-order.ts';

/** Ranks of one key attribute over a whole table. */
export interface MergedRanks {
  /** Per run, per distinct value of the run: its rank among all the table's values. */
  readonly toRank: readonly Int32Array[];
  /** Distinct values in the table (ranks run 0…size-1); equal values share a rank. */
  readonly size: number;
}

/**
 * Merge the sorted distinct values of each run of items into one ranking: equal values (the
 * same string; `1` and `1.0`; two spellings of the same bytes) get one rank, so items group by
 * rank and sort by rank exactly as DynamoDB groups and orders their keys. Each run is sorted
 * already, so this is a merge, not a sort: linear in the values when runs are few.
 */
export function mergeRanks(orders: readonly KeyOrder[]): MergedRanks {
  const toRank = orders.map((o) => new Int32Array(o.tokens.length));
  const live = orders.map((_, i) => i).filter((i) => orders[i]!.tokens.length > 0);
  if (live.length > 16) return sortAll(orders, toRank);
  const heads = new Int32Array(orders.length);
  let size = 0;
  let lastRun = -1;
  let lastAt = -1;
  for (;;) {
    let best = -1;
    for (const r of live) {
      if (heads[r]! >= orders[r]!.tokens.length) continue;
      if (best < 0 || orders[r]!.compareWith(heads[r]!, orders[best]!, heads[best]!) < 0) best = r;
    }
    if (best < 0) break;
    const at = heads[best]!++;
    const same = lastRun >= 0 && orders[best]!.compareWith(at, orders[lastRun]!, lastAt) === 0;
    if (!same) size++;
    toRank[best]![at] = size - 1;
    lastRun = best;
    lastAt = at;
  }
  return { toRank, size };
}

/** Many runs: one sort of every value beats scanning every run's head for each value. */
function sortAll(orders: readonly KeyOrder[], toRank: Int32Array[]): MergedRanks {
  const refs: [number, number][] = [];
  orders.forEach((o, r) => {
    for (let i = 0; i < o.tokens.length; i++) refs.push([r, i]);
  });
  const cmp = (a: [number, number], b: [number, number]): number =>
    orders[a[0]]!.compareWith(a[1], orders[b[0]]!, b[1]);
  refs.sort(cmp);
  let size = 0;
  for (let k = 0; k < refs.length; k++) {
    if (k === 0 || cmp(refs[k - 1]!, refs[k]!) !== 0) size++;
    toRank[refs[k]![0]]![refs[k]![1]] = size - 1;
  }
  return { toRank, size };
}
