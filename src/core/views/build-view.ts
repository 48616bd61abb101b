import type { KeyValue } from '../model/attribute-value.ts';
import type { ResolvedItem, ResolvedTable } from './resolve-items.ts';
import { SortedView } from './sorted-view.ts';
import type { ViewSpec } from './table-key-attributes.ts';

export interface ViewEntry {
  readonly item: ResolvedItem;
  readonly pk: KeyValue;
  readonly sk?: KeyValue;
  /** Table view only: the later item that replaced this one at the same primary key. */
  readonly overwrittenBy?: ResolvedItem;
}

/** An item collection: every entry that shares one partition key value, in sort key order. */
export interface Collection {
  readonly pk: KeyValue;
  /** Canonical grouping id of `pk` (see keyValueId). */
  readonly id: string;
  /** Every entry, made on first use: a virtualized list asks for `entry(i)` instead. */
  readonly entries: readonly ViewEntry[];
  /** Entries, overwritten ones included. */
  readonly size: number;
  /** Entries not overwritten. */
  readonly live: number;
  /** Entry i (0…size-1), made alone. */
  entry(i: number): ViewEntry;
  /** Write order of entry i. */
  orderAt(i: number): number;
}

/** Why an item is not in an index: DynamoDB indexes are sparse. */
export interface Absence {
  readonly item: ResolvedItem;
  readonly reason: string;
}

export interface View {
  readonly spec: ViewSpec;
  /**
   * Collections ordered by partition key value (DynamoDB leaves partition order open; this is
   * stable). Makes them all: code that may meet a million items uses `collection(i)`.
   */
  readonly collections: readonly Collection[];
  readonly collectionCount: number;
  /** Collection i, made when first asked for. */
  collection(i: number): Collection;
  /** Collection i's partition key value, without making the collection. */
  collectionPk(i: number): KeyValue;
  /** The collection of a partition key value (any spelling of it), found by binary search. */
  collectionOf(pk: KeyValue): Collection | undefined;
  /** Where each collection starts in view order, then the number of entries. */
  readonly starts: Int32Array;
  /**
   * Write order of every entry, in view order (collection i is `orders[starts[i]…starts[i+1])`):
   * what code that walks a million entries reads instead of making them.
   */
  readonly orders: Int32Array;
  /** Collections by canonical id. Built on first use over every collection. */
  readonly byId: ReadonlyMap<string, Collection>;
  /** Items not in this view, with the reason (index views: sparse membership). Makes them all. */
  readonly absent: readonly Absence[];
  readonly absentCount: number;
  /** The i-th item absent from this view, in write order. */
  absence(i: number): Absence;
  /** Number of live entries (overwritten entries not counted). */
  readonly itemCount: number;
  /** Write order of the later item that overwrote item `order` (table view), or -1. */
  overwriter(order: number): number;
  /** Per item, the write order of the item that overwrote it (-1: none); null when none was. */
  readonly overwrites: Int32Array | null;
  /** Runs of entries sharing one primary key, as [collection, first entry, end entry) triples. */
  readonly collisionRuns: readonly (readonly [number, number, number])[];
  /** Where item `order` sits, or null when the view does not hold it. */
  locate(order: number): { collection: number; entry: number } | null;
}

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
