import { utf8Length } from '../keys/compare-utf8.ts';
import { itemSizes, measureItemSizes } from '../items/item-size.ts';
import type { AttributeMap } from '../model/attribute-value.ts';
import { carriedNames } from '../items/carried-names.ts';
import type { SegmentKeys } from '../views/segment-keys.ts';
import { renderedKeyBytes } from '../views/rendered-key-bytes.ts';
import { entrySizer } from '../views/entry-sizer.ts';
import type { ResolvedTable, Segment } from '../views/resolved-table.ts';
import type { View } from '../views/view.ts';
import { finishSteps, type Steps } from '../steps/finish-steps.ts';
import type { ArrayRecycler } from '../views/array-recycler.ts';
import { inPieces } from '../steps/in-pieces.ts';
import { placeEntries } from './place-entries.ts';

/** What heat reads of one view, per item and per entry, as typed arrays. */
export interface ViewColumns {
  /** Per write order: the collection holding the item in this view, or -1 (absent or overwritten). */
  readonly collectionOf: Int32Array;
  /** Per write order: the size of the item's entry in this view (its projection for an index). */
  readonly sizes: Float64Array;
  /** Per view position p: the summed entry sizes before p (overwritten entries count 0). */
  readonly prefix: Float64Array;
  /** Per collection, 1 when it holds an overwritten entry (a collision). */
  readonly lossy: Uint8Array;
  /** Key slots of the view's partition and sort keys in the table (-1: no sort key). */
  readonly pkSlot: number;
  readonly skSlot: number;
}

const stored = new WeakMap<ResolvedTable, Float64Array>();
const columns = new WeakMap<View, ViewColumns>();

/**
 * A view's columns for heat, made once per view object (an edit that leaves a view as it was
 * keeps it, and its columns): which collection each item is in, each entry's size — the whole
 * stored item for the table, the projected entry (table keys, index keys and projected
 * attributes) for an index, as DynamoDB sizes index entries — and prefix sums of those sizes in
 * view order, so the bytes a Query reads over a run of entries is one subtraction.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.StorageConsiderations
 *
 * @example
 * const c = viewColumns(ta.resolved, ta.views[1]!); c.sizes[order]; // the item's GSI entry size
 */
export function viewColumns(resolved: ResolvedTable, view: View): ViewColumns {
  return finishSteps(viewColumnSteps(resolved, view));
}

/**
 * viewColumns as steps of at most SIZE_STEP items or entries each, for work done in slices;
 * its arrays from `arrays` when it has them (memory touched ahead of time, see heatMemory).
 */
export function* viewColumnSteps(
  resolved: ResolvedTable,
  view: View,
  arrays?: ArrayRecycler
): Steps<ViewColumns> {
  const known = columns.get(view);
  if (known) return known;
  const slot = (name: string) => resolved.keyAttributes.findIndex((k) => k.name === name);
  const pkSlot = slot(view.spec.partitionKey.name);
  const skSlot = view.spec.sortKey ? slot(view.spec.sortKey.name) : -1;
  const sizes = yield* entrySizes(resolved, view, arrays);
  // A view an edit left as it was (rebound to the new analysis) shares its orders: reuse.
  const last = byOrders.get(view.orders);
  if (
    last &&
    last.starts === view.starts &&
    last.overwrites === view.overwrites &&
    last.cols.pkSlot === pkSlot &&
    last.cols.skSlot === skSlot &&
    sameValues(last.cols.sizes, sizes)
  ) {
    columns.set(view, last.cols);
    return last.cols;
  }
  const collectionOf = (arrays?.int32(resolved.count) ?? new Int32Array(resolved.count)).fill(-1);
  const { orders } = view;
  const over = view.overwrites;
  const prefix = arrays?.float64(orders.length + 1) ?? new Float64Array(orders.length + 1);
  let c = 0;
  yield* inPieces(orders.length, SIZE_STEP, (from, to) => {
    c = placeEntries(view, over, sizes, collectionOf, prefix, from, to, c);
  });
  const lossy = new Uint8Array(Math.max(0, view.starts.length - 1));
  for (const [c] of view.collisionRuns) lossy[c] = 1;
  const out = { collectionOf, sizes, prefix, lossy, pkSlot, skSlot };
  columns.set(view, out);
  byOrders.set(view.orders, { starts: view.starts, overwrites: view.overwrites, cols: out });
  return out;
}

const byOrders = new WeakMap<
  Int32Array,
  { starts: Int32Array; overwrites: Int32Array | null; cols: ViewColumns }
>();

function sameValues(a: Float64Array, b: Float64Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Each item's stored size, as `ResolvedTable.storedSize` gives it (its own attributes, the
 * rendered key attributes in place of any it carries), for the whole table at once: own sizes
 * come from `itemSizes`, then each rendered key's size in place of any the item carries. A run
 * of items whose key columns an edit left as they were (the KeyCache keeps them) keeps its
 * sizes, so re-analysing a million items re-measures only the entity that changed.
 */
export function storedSizes(resolved: ResolvedTable): Float64Array {
  return finishSteps(storedSizeSteps(resolved));
}

/**
 * The table's stored sizes if heat has measured them (storedSizes), else undefined: for a
 * question that needs a few items' sizes and should not measure a million to get them.
 */
export function measuredStoredSizes(resolved: ResolvedTable): Float64Array | undefined {
  return stored.get(resolved);
}

/** Items measured or adjusted between two yields of storedSizeSteps. */
export const SIZE_STEP = 32_768;

/**
 * storedSizes as steps of at most SIZE_STEP items each, for work done in slices: the items'
 * own sizes measured so far are kept (measureItemSizes) should the steps be left unfinished.
 */
export function* storedSizeSteps(
  resolved: ResolvedTable,
  arrays?: ArrayRecycler
): Steps<Float64Array> {
  let out = stored.get(resolved);
  if (out) return out;
  out = arrays?.float64(resolved.count) ?? new Float64Array(resolved.count);
  const names = resolved.keyAttributes.map((k) => k.name);
  for (const seg of resolved.segments)
    yield* segmentSizes(seg, names, out.subarray(seg.offset, seg.offset + seg.items.length));
  stored.set(resolved, out);
  return out;
}

/**
 * Stored sizes of one run, kept while its items and key columns are the same objects: the
 * run's part of the last table's sizes (a view of it, not a copy: a first heat at a million
 * items allocates no array it could do without; each 64 MB of them starts a full collection).
 */
const runs = new WeakMap<
  readonly AttributeMap[],
  { keys: readonly SegmentKeys[]; names: string; sizes: Float64Array }
>();

/** Write one run's stored sizes into `out` (its part of the table's sizes). */
function* segmentSizes(seg: Segment, names: readonly string[], out: Float64Array): Steps<void> {
  const known = runs.get(seg.items);
  const id = names.join('\u0000');
  if (
    known &&
    known.names === id &&
    known.keys.length === seg.keys.length &&
    known.keys.every((k, i) => k === seg.keys[i])
  ) {
    out.set(known.sizes);
    // Kept from this table's sizes now, so the last table's array can be collected.
    runs.set(seg.items, { ...known, sizes: out });
    return;
  }
  while (!measureItemSizes(seg.items, SIZE_STEP)) yield;
  out.set(itemSizes(seg.items));
  for (let slot = 0; slot < seg.keys.length; slot++) {
    const col = seg.keys[slot]!;
    // A key the items carry themselves is already in their size.
    if (col.template === undefined) continue;
    const name = names[slot]!;
    const nameBytes = utf8Length(name);
    // Items known to carry no such attribute (generated without it) are not read one by one.
    const carried = carriedNames.get(seg.items)?.has(name) ?? true;
    yield* inPieces(col.ids.length, SIZE_STEP, (from, to) => {
      for (let i = from; i < to; i++)
        out[i]! += renderedKeyBytes(col, i, seg.items[i]!, name, nameBytes, carried);
    });
  }
  runs.set(seg.items, { keys: seg.keys, names: id, sizes: out });
}

function* entrySizes(
  resolved: ResolvedTable,
  view: View,
  arrays?: ArrayRecycler
): Steps<Float64Array> {
  const all = yield* storedSizeSteps(resolved, arrays);
  const size = entrySizer(resolved, view);
  if (!size) return all;
  const out = arrays?.float64(resolved.count) ?? new Float64Array(resolved.count);
  yield* inPieces(out.length, SIZE_STEP, (from, to) => {
    for (let order = from; order < to; order++) out[order] = size(order);
  });
  return out;
}
