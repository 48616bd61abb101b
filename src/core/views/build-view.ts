import type { ResolvedTable } from './resolved-table.ts';
import { SortedView } from './sorted-view.ts';
import { buildTupleView } from './build-tuple-view.ts';
import type { ViewSpec } from './table-key-attributes.ts';
import type { View } from './view.ts';
import type { KeyCache } from './key-cache.ts';

/** Where buildView's arrays come from: new ones, or a KeyCache's recycled buffers. */
type ViewArrays = Pick<KeyCache, 'int32' | 'scratch'>;
const FRESH: ViewArrays = { int32: (n) => new Int32Array(n), scratch: () => {} };

/**
 * Group items into item collections by partition key and order each by sort
 * key, the way DynamoDB stores them ("items with the same partition key value
 * are stored together, in sorted order by sort key value").
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.Partitions.html
 *
 * Keys are ranks (see ResolvedTable.ranks), so this is two counting sorts: by
 * sort key rank, then stably by partition key rank, each item starting in write
 * order. Linear in the items, and no comparison of key strings at all.
 *
 * `bySortKey` may hand back the first sort's result from the last analysis (see
 * KeyCache.sortKeyOrders); by default it is made here. `arrays` gives the Int32Arrays
 * (KeyCache.int32 writes over buffers the analysis before last let go).
 *
 * For the table view, entries that share a full primary key are kept side by
 * side in write order and all but the last are marked overwritten: PutItem
 * "completely replaces the existing item". Index views receive only live items
 * (give them the table view as `table`: an overwritten item is not in the
 * table, so not in its indexes); equal index keys are allowed and keep write order.
 */
export function buildView(
  resolved: ResolvedTable,
  spec: ViewSpec,
  table: View | null,
  bySortKey: (make: () => Int32Array) => Int32Array = (make) => make(),
  arrays: ViewArrays = FRESH
): SortedView {
  if (spec.parts && table) return buildTupleView(resolved, spec, table);
  const slotOf = (name: string): number => resolved.keyAttributes.findIndex((k) => k.name === name);
  const pkSlot = slotOf(spec.partitionKey.name);
  const skSlot = spec.sortKey ? slotOf(spec.sortKey.name) : -1;
  const pk = resolved.ranks[pkSlot]!;
  const sk = skSlot >= 0 ? resolved.ranks[skSlot]! : null;
  const n = resolved.count;
  const rejected = resolved.rejections;
  const over = table?.overwrites ?? null;
  const stored = (o: number): boolean => rejected[o] === 0 && (over === null || over[o]! < 0);
  const absent: number[] = [];
  // How many entries each partition key rank holds, counted here in write order (one pass of
  // reads in sequence) rather than in the sort's scattered order.
  const perPk = arrays.int32(resolved.rankSizes[pkSlot]! + 1);
  for (let o = 0; o < n; o++) {
    if (!stored(o)) continue;
    const p = pk[o]!;
    if (p < 0 || (sk && sk[o]! < 0)) absent.push(o);
    else perPk[p + 1]!++;
  }
  // The first pass depends on the sort key alone (items with a partition key or not), so an
  // edit of the partition key reuses it (see KeyCache.sortKeyOrders).
  const bySk = bySortKey(() => {
    const held = arrays.int32(n);
    if (!sk) {
      let m = 0;
      for (let o = 0; o < n; o++) if (stored(o)) held[m++] = o;
      return held.subarray(0, m);
    }
    const perSk = arrays.int32(resolved.rankSizes[skSlot]! + 1);
    let m = 0;
    for (let o = 0; o < n; o++)
      if (stored(o) && sk[o]! >= 0) {
        held[m++] = o;
        perSk[sk[o]! + 1]!++;
      }
    const sorted = countingSort(held.subarray(0, m), sk, perSk, arrays);
    // Only the sorted copy is kept (KeyCache.sortKeyOrders): the rest was scratch.
    arrays.scratch(held);
    arrays.scratch(perSk);
    return sorted;
  });
  const starts = collectionStarts(perPk, arrays);
  const orders = countingSort(bySk, pk, perPk, arrays);
  arrays.scratch(perPk);
  const view = new SortedView(resolved, spec, pkSlot, skSlot, orders, starts);
  view.setAbsent(Int32Array.from(absent));
  if (spec.kind === 'table') view.markOverwrites(sk);
  return view;
}

/**
 * `src` without the entries whose rank is negative, ordered stably by `rank`. `at[r + 1]` holds
 * how many of `src` have rank r, counted by the caller in write order (one pass of reads in
 * sequence rather than in `src`'s scattered order); it is used up.
 */
function countingSort(
  src: Int32Array,
  rank: Int32Array,
  at: Int32Array,
  arrays: ViewArrays
): Int32Array {
  for (let r = 0; r + 1 < at.length; r++) at[r + 1]! += at[r]!;
  const out = arrays.int32(at[at.length - 1]!);
  for (let p = 0; p < src.length; p++) {
    const o = src[p]!;
    const r = rank[o]!;
    if (r >= 0) out[at[r]!++] = o;
  }
  return out;
}

/**
 * Where each collection (each partition key rank held) starts in the view, then its length,
 * from the entries per rank (`counts[r + 1]`, as countingSort takes them): reading each entry's
 * rank again in view order would be two more passes of scattered reads over a million items.
 */
function collectionStarts(counts: Int32Array, arrays: ViewArrays): Int32Array {
  let held = 0;
  for (let r = 1; r < counts.length; r++) if (counts[r]! > 0) held++;
  const starts = arrays.int32(held + 1);
  let c = 0;
  let at = 0;
  for (let r = 1; r < counts.length; r++)
    if (counts[r]! > 0) {
      starts[c++] = at;
      at += counts[r]!;
    }
  starts[c] = at;
  return starts;
}
