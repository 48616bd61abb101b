import { templateOf } from '../model/template-of.ts';
import { indexWrites } from '../capacity/index-writes.ts';
import { writeUnits } from '../capacity/write-units.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import type { Entity } from '../model/design.ts';
import { getAttr } from '../model/attribute-value.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { renderWithParameters, valueText } from '../templates/render-template.ts';
import { withoutField } from '../templates/without-field.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import type { View } from '../views/view.ts';
import { keyShares } from '../workload/key-shares.ts';
import type { ResolvedEntityLoad } from '../workload/resolve-workload.ts';
import type { Steps } from '../steps/finish-steps.ts';
import { inPieces } from '../steps/in-pieces.ts';
import type { HeatSink } from './heat-sink.ts';
import { keyRanks } from './key-ranks.ts';
import { SIZE_STEP, type ViewColumns } from './view-columns.ts';

/** One view of the table an entity is written to, and where its writes land. */
export interface WriteTarget {
  readonly view: View;
  readonly cols: ViewColumns;
  readonly sink: HeatSink;
  /** LSIs are charged to the table: their entries live in the table's partitions. */
  readonly lsi: boolean;
}

/**
 * Add one entity's writes to the heat of its table and indexes. Its writes go to its items —
 * each item equally, or by its key distribution over the table's partition keys (ranked by how
 * many of the entity's items each holds; under write sharding, over keys without their shard),
 * then evenly over a key's items. A write costs the item's size rounded up to 1 KB on the
 * table; on each index that holds the item, one write of the entry (entering, or a projected
 * attribute changing) or two for the share of writes that change its index key (the old entry
 * deleted, the new one put); LSI writes are the table's. The share of writes that add items
 * makes collections grow. An entity with no items yet lands on no known key. In steps of
 * SIZE_STEP items: an entity with a third of a million items was one step of 60–100 ms, which a
 * keystroke arriving meanwhile waited for.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.ThroughputConsiderations.Writes
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html#LSI.ThroughputConsiderations.Writes
 */
export function* entityWrites(
  resolved: ResolvedTable,
  runs: readonly (readonly [number, number])[],
  entity: Entity,
  index: number,
  load: ResolvedEntityLoad,
  table: WriteTarget,
  indexes: readonly WriteTarget[]
): Steps<void> {
  if (load.writeRate <= 0) return;
  const factor =
    (1 - load.indexKeyChanges) * indexWrites('projected-change') +
    load.indexKeyChanges * indexWrites('key-change');
  const collectionOf = table.cols.collectionOf;
  const live = liveOrders(runs, collectionOf);
  if (live.length === 0) {
    // No item to place the writes on: they count, spread over the partitions.
    const units = load.writeRate * writeUnits(load.itemSize);
    table.sink.unplacedWrites(units, index);
    for (const t of indexes)
      if (writesTo(entity, t.view))
        (t.lsi ? table.sink : t.sink).unplacedWrites(units * factor, index);
    return;
  }
  const rate = perItemRates(resolved, live, entity, load, table);
  yield;
  // Each sink's scratch (zero between entities): a million-entry array per entity and view
  // would be garbage the collector pays for on the first heat.
  const tableUnits = table.sink.utilization;
  const indexUnits = indexes.map((t) => (t.lsi ? tableUnits : t.sink.utilization));
  const sizes = table.cols.sizes;
  // Growth is kept only beside an LSI (HeatSink.growth).
  const growth = table.sink.growth;
  const even = typeof rate === 'number';
  yield* inPieces(live.length, SIZE_STEP, (from, to) => {
    for (let i = from; i < to; i++) {
      const order = live[i]!;
      const r = even ? rate : rate[i]!;
      const c = table.cols.collectionOf[order]!;
      tableUnits[c]! += r * writeUnits(sizes[order]!);
      if (growth) growth[c]! += r * load.newItems * sizes[order]!;
      for (let x = 0; x < indexes.length; x++) {
        const t = indexes[x]!;
        const ic = t.cols.collectionOf[order]!;
        if (ic < 0) continue;
        const entry = t.cols.sizes[order]!;
        indexUnits[x]![t.lsi ? c : ic]! += r * factor * writeUnits(entry);
        if (t.lsi && growth) growth[c]! += r * load.newItems * entry;
      }
    }
  });
  yield;
  // Each sink moves the whole load per collection out of its scratch, a piece of the items at a
  // time (a collection is moved at the first of its items met, and only once).
  for (let from = 0; from < live.length; from += SIZE_STEP) {
    const part = live.subarray(from, from + SIZE_STEP);
    table.sink.writes(tableUnits, index, table.cols.collectionOf, part);
    indexes.forEach((t, x) => {
      if (!t.lsi) t.sink.writes(indexUnits[x]!, index, t.cols.collectionOf, part);
    });
    yield;
  }
}

/** The write orders in `runs` of items the view holds (a collection), in order. */
function liveOrders(runs: readonly (readonly [number, number])[], collectionOf: Int32Array) {
  let count = 0;
  for (const [from, to] of runs) for (let o = from; o < to; o++) if (collectionOf[o]! >= 0) count++;
  const live = new Int32Array(count);
  let n = 0;
  for (const [from, to] of runs)
    for (let o = from; o < to; o++) if (collectionOf[o]! >= 0) live[n++] = o;
  return live;
}

/** Whether an entity's items would be in an index: it keys the index's partition key. */
function writesTo(entity: Entity, view: View): boolean {
  const name = view.spec.partitionKey.name;
  return name in entity.keys || entity.attributes.some((a) => a.name === name);
}

/**
 * Writes per second to each live item, by the entity's key distribution; one number when every
 * item gets the same (no distribution), rather than a million copies of it.
 */
function perItemRates(
  resolved: ResolvedTable,
  live: Int32Array,
  entity: Entity,
  load: ResolvedEntityLoad,
  table: WriteTarget
): Float64Array | number {
  if (!load.keys) return load.writeRate / live.length;
  const out = new Float64Array(live.length);
  // Group the items by key (without a shard suffix), rank the keys by items, most first.
  const logical = logicalTemplate(entity, table.view, load.sharding?.attribute ?? null);
  if (!logical) return byCollection(live, load, table);
  const groupOf = new Int32Array(live.length);
  const ids = new Map<string, number>();
  const counts: number[] = [];
  live.forEach((order, i) => {
    const pk = resolved.keyValue(order, table.cols.pkSlot)!;
    const id = logical ? (logicalText(resolved, order, logical) ?? keyValueId(pk)) : keyValueId(pk);
    let g = ids.get(id);
    if (g === undefined) {
      ids.set(id, (g = counts.length));
      counts.push(0);
    }
    counts[g]!++;
    groupOf[i] = g;
  });
  const rank = keyRanks(counts.length, (g) => counts[g]!);
  const keys = load.keys;
  const hotGroup = keys.kind === 'hot' ? ids.get(keys.key) : undefined;
  const shares = keyShares(keys, counts.length, hotGroup === undefined ? -1 : rank[hotGroup]!);
  for (let i = 0; i < live.length; i++) {
    const g = groupOf[i]!;
    out[i] = (load.writeRate * shares(rank[g]!)) / counts[g]!;
  }
  return out;
}

/** Per-item rates when each collection is a key of its own: counts per collection, no strings. */
function byCollection(
  live: Int32Array,
  load: ResolvedEntityLoad,
  table: WriteTarget
): Float64Array {
  const collectionOf = table.cols.collectionOf;
  const counts = new Float64Array(table.sink.collections);
  for (let i = 0; i < live.length; i++) counts[collectionOf[live[i]!]!]!++;
  const present: number[] = [];
  for (let c = 0; c < counts.length; c++) if (counts[c]! > 0) present.push(c);
  const ranks = keyRanks(present.length, (k) => counts[present[k]!]!);
  const keys = load.keys!;
  const rankOf = new Int32Array(counts.length);
  present.forEach((c, k) => (rankOf[c] = ranks[k]!));
  const hot =
    keys.kind === 'hot'
      ? present.findIndex((c) => keyValueId(table.view.collectionPk(c)) === keys.key)
      : -1;
  const shares = keyShares(keys, present.length, hot < 0 ? -1 : rankOf[present[hot]!]!);
  const out = new Float64Array(live.length);
  for (let i = 0; i < live.length; i++) {
    const c = collectionOf[live[i]!]!;
    out[i] = (load.writeRate * shares(rankOf[c]!)) / counts[c]!;
  }
  return out;
}

/** The entity's partition key template without its shard placeholder, when it is sharded. */
function logicalTemplate(entity: Entity, view: View, shard: string | null): Template | null {
  if (!shard) return null;
  const name = view.spec.partitionKey.name;
  const parsed = parseTemplate(templateOf(entity.keys, name) ?? `\${${name}}`);
  return parsed.ok ? withoutField(parsed.template, shard) : null;
}

/** The item's key as readers think of it: the template without the shard, over its values. */
function logicalText(resolved: ResolvedTable, order: number, t: Template): string | null {
  const own = resolved.attributesOf(order);
  const values = new Map<string, string>();
  for (const f of t.fields) {
    const v = getAttr(own, f);
    const text = v ? valueText(v) : null;
    if (text !== null) values.set(f, text);
  }
  const r = renderWithParameters(t, values);
  return r.ok ? r.text : null;
}
