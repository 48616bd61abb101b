import type { ResolvedTable } from './resolved-table.ts';
import { SortedView } from './sorted-view.ts';
import { buildTupleView } from './build-tuple-view.ts';
import type { ViewSpec } from './table-key-attributes.ts';
import type { View } from './view.ts';

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
 * For the table view, entries that share a full primary key are kept side by
 * side in write order and all but the last are marked overwritten: PutItem
 * "completely replaces the existing item". Index views receive only live items
 * (give them the table view as `table`: an overwritten item is not in the
 * table, so not in its indexes); equal index keys are allowed and keep write order.
 */
export function buildView(resolved: ResolvedTable, spec: ViewSpec, table: View | null): SortedView {
  if (spec.parts && table) return buildTupleView(resolved, spec, table);
  const slotOf = (name: string): number => resolved.keyAttributes.findIndex((k) => k.name === name);
  const pkSlot = slotOf(spec.partitionKey.name);
  const skSlot = spec.sortKey ? slotOf(spec.sortKey.name) : -1;
  const pk = resolved.ranks[pkSlot]!;
  const sk = skSlot >= 0 ? resolved.ranks[skSlot]! : null;
  const n = resolved.count;
  const rejected = resolved.rejections;
  const held = new Int32Array(n);
  const absent: number[] = [];
  const over = table?.overwrites ?? null;
  let m = 0;
  for (let o = 0; o < n; o++) {
    if (rejected[o] !== 0 || (over !== null && over[o]! >= 0)) continue;
    if (pk[o]! < 0 || (sk && sk[o]! < 0)) absent.push(o);
    else held[m++] = o;
  }
  const bySk = sk ? countingSort(held, m, sk, resolved.rankSizes[skSlot]!) : held;
  const orders = countingSort(bySk, m, pk, resolved.rankSizes[pkSlot]!);
  let count = 0;
  for (let p = 0; p < m; p++) if (p === 0 || pk[orders[p]!] !== pk[orders[p - 1]!]) count++;
  const starts = new Int32Array(count + 1);
  count = 0;
  for (let p = 0; p < m; p++)
    if (p === 0 || pk[orders[p]!] !== pk[orders[p - 1]!]) starts[count++] = p;
  starts[count] = m;
  const view = new SortedView(resolved, spec, pkSlot, skSlot, orders, starts);
  view.setAbsent(Int32Array.from(absent));
  if (spec.kind === 'table') view.markOverwrites(sk);
  return view;
}

/** The first `m` of `src` ordered stably by `rank` (0…size-1). */
function countingSort(src: Int32Array, m: number, rank: Int32Array, size: number): Int32Array {
  const at = new Int32Array(size + 1);
  for (let p = 0; p < m; p++) at[rank[src[p]!]! + 1]!++;
  for (let r = 0; r < size; r++) at[r + 1]! += at[r]!;
  const out = new Int32Array(m);
  for (let p = 0; p < m; p++) {
    const o = src[p]!;
    out[at[rank[o]!]!++] = o;
  }
  return out;
}
