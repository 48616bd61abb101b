import type { KeyValue } from '../model/attribute-value.ts';
import { keyValueId, sortToken, tokenComparator, type SortToken } from '../keys/compare-key-values.ts';
import type { ResolvedItem, ResolvedTable } from './resolve-items.ts';
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
  readonly entries: readonly ViewEntry[];
}

/** Why an item is not in an index: DynamoDB indexes are sparse. */
export interface Absence {
  readonly item: ResolvedItem;
  readonly reason: string;
}

export interface View {
  readonly spec: ViewSpec;
  /** Collections ordered by partition key value (DynamoDB leaves partition order open; this is stable). */
  readonly collections: readonly Collection[];
  readonly byId: ReadonlyMap<string, Collection>;
  /** Items not in this view, with the reason (index views: sparse membership). */
  readonly absent: readonly Absence[];
  /** Number of live entries (overwritten entries not counted). */
  readonly itemCount: number;
}

interface Work {
  entry: ViewEntry;
  token: SortToken | null;
}

/**
 * Group items into item collections by partition key and order each by sort
 * key, the way DynamoDB stores them ("items with the same partition key value
 * are stored together, in sorted order by sort key value").
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.Partitions.html
 *
 * For the table view, entries that share a full primary key are kept side by
 * side in write order and all but the last are marked overwritten: PutItem
 * "completely replaces the existing item". Index views receive only live items
 * (an overwritten item is not in the table, so not in its indexes); equal index
 * keys are allowed and keep write order.
 */
export function buildView(resolved: ResolvedTable, spec: ViewSpec, live: (item: ResolvedItem) => boolean): View {
  const pkSlot = resolved.keyAttributes.findIndex((k) => k.name === spec.partitionKey.name);
  const skSlot = spec.sortKey ? resolved.keyAttributes.findIndex((k) => k.name === spec.sortKey!.name) : -1;
  const groups = new Map<string, { pk: KeyValue; work: Work[] }>();
  const absent: Absence[] = [];
  const items = resolved.items;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.rejection || !live(item)) continue;
    const pk = item.keys[pkSlot];
    const sk = skSlot >= 0 ? item.keys[skSlot] : undefined;
    if (pk === undefined || (skSlot >= 0 && sk === undefined)) {
      absent.push({ item, reason: absenceReason(item, spec, pk === undefined) });
      continue;
    }
    const id = keyValueId(pk);
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { pk, work: [] }));
    g.work.push({ entry: sk ? { item, pk, sk } : { item, pk }, token: sk ? sortToken(sk) : null });
  }
  const cmp = spec.sortKey ? tokenComparator(spec.sortKey.type) : null;
  const collections: Collection[] = [];
  let itemCount = 0;
  for (const [id, g] of groups) {
    // Array.prototype.sort is stable, so equal keys keep write order.
    if (cmp && g.work.length > 1) g.work.sort((a, b) => cmp(a.token!, b.token!));
    const entries = spec.kind === 'table' ? markOverwrites(g.work, cmp) : g.work.map((w) => w.entry);
    for (const e of entries) if (!e.overwrittenBy) itemCount++;
    collections.push({ pk: g.pk, id, entries });
  }
  const pkCmp = tokenComparator(spec.partitionKey.type);
  const pkTokens = new Map(collections.map((c) => [c.id, sortToken(c.pk)]));
  collections.sort((a, b) => pkCmp(pkTokens.get(a.id)!, pkTokens.get(b.id)!));
  const byId = new Map(collections.map((c) => [c.id, c]));
  return { spec, collections, byId, absent, itemCount };
}

/** Runs of equal sort keys (or a whole collection without a sort key) are one primary key: the last write wins. */
function markOverwrites(work: Work[], cmp: ((a: SortToken, b: SortToken) => number) | null): ViewEntry[] {
  const out: ViewEntry[] = new Array<ViewEntry>(work.length);
  let start = 0;
  for (let i = 1; i <= work.length; i++) {
    const same = i < work.length && (cmp ? cmp(work[i - 1]!.token!, work[i]!.token!) === 0 : true);
    if (same) continue;
    const winner = work[i - 1]!.entry.item;
    for (let j = start; j < i; j++) {
      const e = work[j]!.entry;
      out[j] = j < i - 1 ? { ...e, overwrittenBy: winner } : e;
    }
    start = i;
  }
  return out;
}

function absenceReason(item: ResolvedItem, spec: ViewSpec, pkMissing: boolean): string {
  const k = pkMissing ? spec.partitionKey : spec.sortKey!;
  const why = item.keyProblems?.get(k.name);
  const where = spec.index === null ? `table "${spec.table}"` : `index "${spec.index}"`;
  return why ? `not in ${where}: ${why}` : `not in ${where}: the item has no "${k.name}" attribute (indexes are sparse)`;
}
