import type { KeyType, KeyValue } from '../model/attribute-value.ts';
import { compareUtf8 } from '../keys/compare-utf8.ts';
import {
  keyValueId,
  sortToken,
  tokenComparator,
  type SortToken
} from '../keys/compare-key-values.ts';
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
export function buildView(
  resolved: ResolvedTable,
  spec: ViewSpec,
  live: (item: ResolvedItem) => boolean
): View {
  const pkSlot = resolved.keyAttributes.findIndex((k) => k.name === spec.partitionKey.name);
  const skSlot = spec.sortKey
    ? resolved.keyAttributes.findIndex((k) => k.name === spec.sortKey!.name)
    : -1;
  const groups = new Map<string, { pk: KeyValue; entries: ViewEntry[] }>();
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
    const id = 'S' in pk ? pk.S : keyValueId(pk);
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { pk, entries: [] }));
    g.entries.push(sk ? { item, pk, sk } : { item, pk });
  }
  const order = spec.sortKey ? entryComparator(spec.sortKey.type) : null;
  const collections: Collection[] = [];
  let itemCount = 0;
  for (const [id, g] of groups) {
    // Array.prototype.sort is stable, so equal keys keep write order.
    if (order && g.entries.length > 1) order.sort(g.entries);
    const entries = spec.kind === 'table' ? markOverwrites(g.entries, order) : g.entries;
    itemCount += entries.length;
    if (entries !== g.entries) for (const e of entries) if (e.overwrittenBy) itemCount--;
    collections.push({ pk: g.pk, id, entries });
  }
  sortCollections(collections, spec.partitionKey.type);
  const byId = new Map<string, Collection>();
  for (const c of collections) byId.set(c.id, c);
  return { spec, collections, byId, absent, itemCount };
}

interface EntryOrder {
  sort(entries: ViewEntry[]): void;
  same(a: ViewEntry, b: ViewEntry): boolean;
}

/**
 * String sort keys, the common case, compare their own text; numbers and
 * binaries are parsed once per entry into tokens before sorting.
 */
/** Code units from U+D800 up: where UTF-16 order and UTF-8 order can disagree. */
const HIGH = /[\uD800-\uFFFF]/;

function entryComparator(type: KeyType): EntryOrder {
  if (type === 'S') {
    const cmp = (a: ViewEntry, b: ViewEntry): number =>
      compareUtf8((a.sk as { S: string }).S, (b.sk as { S: string }).S);
    // Below U+D800, UTF-16 code unit order is UTF-8 byte order, and the engine's own string
    // comparison is several times faster than a charCodeAt loop. Most keys are ASCII.
    const native = (a: ViewEntry, b: ViewEntry): number => {
      const x = (a.sk as { S: string }).S;
      const y = (b.sk as { S: string }).S;
      return x < y ? -1 : x > y ? 1 : 0;
    };
    return {
      sort: (entries) =>
        entries.sort(entries.every((e) => !HIGH.test((e.sk as { S: string }).S)) ? native : cmp),
      same: (a, b) => (a.sk as { S: string }).S === (b.sk as { S: string }).S
    };
  }
  const cmp = tokenComparator(type);
  return {
    sort(entries) {
      const tokens = new Map<ViewEntry, SortToken>();
      for (const e of entries) tokens.set(e, sortToken(e.sk!));
      entries.sort((a, b) => cmp(tokens.get(a)!, tokens.get(b)!));
    },
    same: (a, b) => cmp(sortToken(a.sk!), sortToken(b.sk!)) === 0
  };
}

function sortCollections(collections: Collection[], type: KeyType): void {
  if (type === 'S') {
    const plain = collections.every((c) => !HIGH.test((c.pk as { S: string }).S));
    collections.sort((a, b) => {
      const x = (a.pk as { S: string }).S;
      const y = (b.pk as { S: string }).S;
      return plain ? (x < y ? -1 : x > y ? 1 : 0) : compareUtf8(x, y);
    });
    return;
  }
  const cmp = tokenComparator(type);
  const tokens = new Map(collections.map((c) => [c, sortToken(c.pk)]));
  collections.sort((a, b) => cmp(tokens.get(a)!, tokens.get(b)!));
}

/**
 * Runs of equal sort keys (or a whole collection without a sort key) are one
 * primary key: the last write wins. Returns the input array untouched when
 * nothing collides, which is the usual case.
 */
function markOverwrites(entries: ViewEntry[], order: EntryOrder | null): ViewEntry[] {
  let any = false;
  for (let i = 1; i < entries.length && !any; i++)
    any = order ? order.same(entries[i - 1]!, entries[i]!) : true;
  if (!any) return entries;
  const out: ViewEntry[] = new Array<ViewEntry>(entries.length);
  let start = 0;
  for (let i = 1; i <= entries.length; i++) {
    if (i < entries.length && (order ? order.same(entries[i - 1]!, entries[i]!) : true)) continue;
    const winner = entries[i - 1]!.item;
    for (let j = start; j < i; j++) {
      const e = entries[j]!;
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
  return why
    ? `not in ${where}: ${why}`
    : `not in ${where}: the item has no "${k.name}" attribute (indexes are sparse)`;
}
