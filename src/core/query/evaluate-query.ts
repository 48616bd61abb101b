import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeMap, KeyValue } from '../model/attribute-value.ts';
import { emptyMap } from '../model/attribute-value.ts';
import { compareKeyValues, keyValueId } from '../keys/compare-key-values.ts';
import { itemSize } from '../items/item-size.ts';
import { readUnits } from '../capacity/read-units.ts';
import type { View, ViewEntry } from '../views/view.ts';
import { storedItem } from '../views/resolve-items.ts';
import { indexEntryNames } from '../views/index-entry-names.ts';
import { entryKeyNames } from '../views/entry-key-names.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import type { ParsedKeyCondition } from './parse-key-condition.ts';
import { matchesSortKey } from './matches-sort-key.ts';
import { matchesMultiKey } from './matches-multi-key.ts';
import type { MultiKeyCondition } from './parse-multi-key-condition.ts';
import { compareKeyTuples } from '../keys/compare-key-tuples.ts';
import { viewKeyAttributes } from '../views/table-key-attributes.ts';

export interface QueryOptions {
  readonly scanIndexForward?: boolean;
  /** The maximum number of items to evaluate. */
  readonly limit?: number;
  readonly consistentRead?: boolean;
  /**
   * ExclusiveStartKey, already checked by `checkStartKey`: the page starts after the entry
   * with this key (table key plus index key), or after its place in key order when no item has it.
   */
  readonly exclusiveStartKey?: AttributeMap;
}

export interface QueryOutcome {
  /** Matching entries in the order DynamoDB returns them. */
  readonly entries: readonly ViewEntry[];
  /** The items as the view holds them (index projections applied). */
  readonly items: readonly AttributeMap[];
  readonly count: number;
  readonly scannedCount: number;
  /** Set when the page stopped at Limit or 1 MB: the table key plus the index key of the last item. */
  readonly lastEvaluatedKey: AttributeMap | null;
  /** Bytes read: the summed sizes of the items read, before rounding. */
  readonly bytesRead: number;
  readonly capacityUnits: number;
}

/**
 * Evaluate a Query over one view: one partition, an optional sort key range,
 * direction, Limit and the 1 MB page. Read units: "the sum of the sizes of all
 * items returned, rounded up to the next 4 KB", halved when eventually
 * consistent; a Query costs at least one read for the partition it touches.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/read-write-operations.html
 */
export function evaluateQuery(
  resolved: ResolvedTable,
  view: View,
  condition: ParsedKeyCondition | MultiKeyCondition,
  options: QueryOptions = {}
): QueryOutcome {
  // A multi-attribute key: the collection of the partition tuple, the sort prefix part by part.
  const multi = 'partition' in condition ? condition : null;
  const collection = multi
    ? view.collectionOfParts(multi.partition)
    : view.collectionOf((condition as ParsedKeyCondition).partitionValue);
  const matches = (e: ViewEntry): boolean =>
    multi
      ? matchesMultiKey(e.pkParts!, e.skParts!, multi)
      : matchesSortKey(e.sk, condition as ParsedKeyCondition, view.spec.sortKey?.type);
  const size = collection?.size ?? 0;
  const forward = options.scanIndexForward !== false;
  const project = projector(resolved, view);
  const entries: ViewEntry[] = [];
  const items: AttributeMap[] = [];
  let bytes = 0;
  let stopped = false;
  const from = options.exclusiveStartKey
    ? startAfter(resolved, view, options.exclusiveStartKey, forward, size, (k) =>
        collection!.entry(forward ? k : size - 1 - k)
      )
    : 0;
  // Entry by entry, so a Limit of 10 on a hot partition makes 10 entries, not the partition.
  for (let k = from; k < size; k++) {
    const entry = collection!.entry(forward ? k : size - 1 - k);
    if (entry.overwrittenBy || !matches(entry)) continue;
    const item = project(entry);
    entries.push(entry);
    items.push(item);
    bytes += itemSize(item);
    if (
      (options.limit !== undefined && entries.length >= options.limit) ||
      bytes >= DYNAMODB_LIMITS.pageBytes
    ) {
      stopped = true;
      break;
    }
  }
  const last = entries[entries.length - 1];
  const units = readUnits(bytes, options.consistentRead ? 'strong' : 'eventual');
  return {
    entries,
    items,
    count: entries.length,
    scannedCount: entries.length,
    lastEvaluatedKey: stopped && last ? lastKey(resolved, view, last) : null,
    bytesRead: bytes,
    capacityUnits: units
  };
}

/** What an index stores for an item: ALL, KEYS_ONLY (table and index keys) or INCLUDE. */
function projector(resolved: ResolvedTable, view: View): (e: ViewEntry) => AttributeMap {
  const keep = indexEntryNames(resolved.table, view.spec);
  if (!keep) return (e) => storedItem(resolved, e.item);
  return (e) => {
    const full = storedItem(resolved, e.item);
    const out = emptyMap();
    for (const name in full) if (keep.has(name)) out[name] = full[name]!;
    return out;
  };
}

function lastKey(resolved: ResolvedTable, view: View, entry: ViewEntry): AttributeMap {
  const full = storedItem(resolved, entry.item);
  const out = emptyMap();
  for (const name of entryKeyNames(resolved.table, view.spec))
    if (full[name]) out[name] = full[name];
  return out;
}

/**
 * The first step (in reading direction) after the start key: just past the entry whose
 * key attributes all equal it, or else past every entry whose sort key is not beyond it.
 */
function startAfter(
  resolved: ResolvedTable,
  view: View,
  startKey: AttributeMap,
  forward: boolean,
  size: number,
  at: (k: number) => ViewEntry
): number {
  const names = entryKeyNames(resolved.table, view.spec);
  const id = (m: AttributeMap) =>
    JSON.stringify(names.map((n) => (m[n] ? keyValueId(m[n] as never) : null)));
  const wanted = id(startKey);
  const sortNames = viewKeyAttributes(view.spec).sort.map((k) => k.name);
  const sk = sortNames.map((n) => startKey[n] as KeyValue | undefined);
  for (let k = 0; k < size; k++) {
    const entry = at(k);
    if (!entry.overwrittenBy && id(lastKey(resolved, view, entry)) === wanted) return k + 1;
    if (!sk.length || sk.some((v) => !v) || !entry.sk) continue;
    const c = entry.skParts
      ? compareKeyTuples(entry.skParts, sk as KeyValue[])
      : compareKeyValues(entry.sk, sk[0]!);
    if (forward ? c > 0 : c < 0) return k;
  }
  return size;
}
