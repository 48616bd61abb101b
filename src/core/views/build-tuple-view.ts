import type { ResolvedTable } from './resolved-table.ts';
import type { ViewSpec } from './table-key-attributes.ts';
import { TupleView } from './tuple-view.ts';
import type { View } from './view.ts';

/**
 * Group a multi-attribute GSI's items by the tuple of their partition attributes and order each
 * collection by the tuple of their sort attributes, left to right, each part by its own type's
 * rule: the order DynamoDB keeps (`compareKeyTuples`), built without comparing a key.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * Each attribute's ranks already follow its type's order (ResolvedTable.ranks), so a stable
 * counting sort by each attribute from the last sort part to the first, then by each partition
 * part from last to first, leaves the items in (partition tuple, sort tuple) order: a radix sort
 * whose digits are the parts. Linear in items × attributes. An item lacking any key attribute
 * (or with a value DynamoDB refuses) is absent: membership is sparse on every part.
 *
 * @example
 * buildTupleView(resolved, { …spec, parts: { partition: [t, r], sort: [round] } }, tableView).collectionCount;
 */
export function buildTupleView(resolved: ResolvedTable, spec: ViewSpec, table: View): TupleView {
  const key = spec.parts!;
  const slotOf = (name: string): number => resolved.keyAttributes.findIndex((k) => k.name === name);
  const pkSlots = key.partition.map((k) => slotOf(k.name));
  const skSlots = key.sort.map((k) => slotOf(k.name));
  const all = [...pkSlots, ...skSlots];
  const n = resolved.count;
  const over = table.overwrites;
  let held: Int32Array = new Int32Array(n);
  const absent: number[] = [];
  let m = 0;
  for (let o = 0; o < n; o++) {
    if (resolved.rejections[o] !== 0 || (over !== null && over[o]! >= 0)) continue;
    if (all.some((s) => resolved.ranks[s]![o]! < 0)) absent.push(o);
    else held[m++] = o;
  }
  held = held.subarray(0, m);
  for (const s of [...all].reverse())
    held = countingSort(held, resolved.ranks[s]!, resolved.rankSizes[s]!);
  const pks = pkSlots.map((s) => resolved.ranks[s]!);
  const differs = (p: number): boolean =>
    p === 0 || pks.some((rank) => rank[held[p]!] !== rank[held[p - 1]!]);
  const startList: number[] = [];
  for (let p = 0; p < m; p++) if (differs(p)) startList.push(p);
  startList.push(m);
  const view = new TupleView(resolved, spec, pkSlots, skSlots, held, Int32Array.from(startList));
  view.setAbsent(Int32Array.from(absent));
  return view;
}

/** `src` ordered stably by `rank` (0…size-1). */
function countingSort(src: Int32Array, rank: Int32Array, size: number): Int32Array {
  const at = new Int32Array(size + 1);
  for (const o of src) at[rank[o]! + 1]!++;
  for (let r = 0; r < size; r++) at[r + 1]! += at[r]!;
  const out = new Int32Array(src.length);
  for (const o of src) out[at[rank[o]!]!++] = o;
  return out;
}
