import type { Collection, View } from '../views/view.ts';
import { collectionTitle } from '../views/collection-title.ts';
import { storedItem } from '../views/resolve-items.ts';
import { indexEntryNames } from '../views/index-entry-names.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import { attributeText } from '../text/attribute-text.ts';
import { cellText, type CellText } from '../text/cell-text.ts';
import { collectionSize } from './collection-size.ts';
import { layoutRows, rowAt, type RowLayout } from './layout-rows.ts';

/** Which collections are collapsed: all but `toggled`, or only `toggled` (ids). */
export interface Collapse {
  readonly all: boolean;
  readonly toggled: ReadonlySet<string>;
}

/** A collection's header row: its partition key, live item count and bytes. */
export interface HeaderRowData {
  readonly kind: 'collection';
  readonly row: number;
  readonly collection: number;
  readonly id: string;
  readonly pk: CellText;
  readonly live: number;
  readonly bytes: number;
  readonly collapsed: boolean;
}

/** One item of a collection, with the cells of the window's attribute columns. */
export interface ItemRowData {
  readonly kind: 'item';
  readonly row: number;
  readonly collection: number;
  /** Write order within the table (the item's identity). */
  readonly order: number;
  readonly pk: CellText;
  readonly sk: CellText;
  readonly entity: string | null;
  /** The later item that replaced this one (table view), if any. */
  readonly overwrittenBy: { readonly entity: string | null; readonly source: string } | null;
  /** One cell per column of the window; null when the item lacks that attribute. */
  readonly cells: readonly (CellText | null)[];
  /** Attributes of this item that are not among the window's columns. */
  readonly more: number;
}

export type WindowRow = HeaderRowData | ItemRowData;

/** Rows `from`…`to` (exclusive) of a view laid out with some collections collapsed. */
export interface RowWindow {
  /** Rows in the whole layout. */
  readonly total: number;
  readonly from: number;
  readonly to: number;
  /** Attribute columns after the key and entity columns (names in first-seen order). */
  readonly columns: readonly string[];
  /** Attribute names of the window left out of `columns`. */
  readonly moreColumns: number;
  readonly rows: readonly WindowRow[];
}

/** At most this many attribute columns; the rest are counted in a "+N more" cell. */
export const MAX_COLUMNS = 8;
/** A window holds at most this many rows. */
export const MAX_WINDOW = 500;

/**
 * viewLayout's collection sizes, kept from call to call (layoutRows keeps none of them): a new
 * array per keystroke at a million items was 3 MB of fresh memory, faulted in page by page.
 */
let scratch = new Int32Array(0);

/**
 * Lay out a view's collections as rows (see layoutRows), collapsing by collection id.
 *
 * @example
 * viewLayout(view, { all: true, toggled: new Set() }).total; // view.collectionCount
 */
export function viewLayout(
  view: View,
  collapse: Collapse,
  int32?: (n: number) => Int32Array
): RowLayout {
  const s = view.starts;
  const n = view.collectionCount;
  if (scratch.length < n) scratch = new Int32Array(n);
  const sizes = scratch.subarray(0, n);
  for (let i = 0; i < sizes.length; i++) sizes[i] = s[i + 1]! - s[i]!;
  // Ids are needed only for toggled collections; reading every id would make every collection.
  return layoutRows(
    sizes,
    collapse.toggled.size === 0
      ? collapse.all
      : (i) => collapse.all !== collapse.toggled.has(view.collection(i).id),
    int32
  );
}

/**
 * The rows from `from` to `to` (exclusive, at most MAX_WINDOW) as plain data: key texts cut for
 * cells, entity, overwrite, and the attribute cells of the union of the rows' attribute names
 * (the view's key attributes excluded, at most MAX_COLUMNS). An index entry shows only the
 * attributes the index holds (see indexEntryNames). Structured-cloneable, so a worker
 * can post it.
 *
 * @example
 * viewRows(resolved, view, layout, collapse, 0, 40).rows[0]?.kind; // 'collection'
 */
export function viewRows(
  resolved: ResolvedTable,
  view: View,
  layout: RowLayout,
  collapse: Collapse,
  from: number,
  to: number
): RowWindow {
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(layout.total, Math.floor(to), start + MAX_WINDOW);
  const parts = view.spec.parts;
  const skip = new Set([view.spec.partitionKey.name, view.spec.sortKey?.name]);
  const columns = new Map<string, number>();
  if (parts) {
    // A multi-attribute key: its partition parts head the collection, and its sort parts are the
    // first columns, in KeySchema order, so each part of the order can be read.
    skip.clear();
    for (const k of parts.partition) skip.add(k.name);
    for (const k of parts.sort) columns.set(k.name, columns.size);
  }
  // An index that projects less than the whole item shows only what it holds, as a Query returns.
  const held = indexEntryNames(resolved.table, view.spec);
  const shown = (name: string) => !skip.has(name) && (!held || held.has(name));
  let extra = 0;
  const pending: { ref: { collection: number; entry: number }; r: number }[] = [];
  const stored = new Map<number, ReturnType<typeof storedItem>>();
  for (let r = start; r < end; r++) {
    const ref = rowAt(layout, r);
    if (!ref) continue;
    pending.push({ ref, r });
    if (ref.entry < 0) continue;
    const entry = view.collection(ref.collection).entry(ref.entry);
    const item = storedItem(resolved, entry.item);
    stored.set(r, item);
    if (entry.overwrittenBy) continue;
    for (const name in item) {
      if (!shown(name) || columns.has(name)) continue;
      if (columns.size < MAX_COLUMNS) columns.set(name, columns.size);
      else extra++;
    }
  }
  const names = [...columns.keys()];
  const rows: WindowRow[] = pending.map(({ ref, r }) => {
    const collection = view.collection(ref.collection);
    if (ref.entry < 0) {
      return {
        kind: 'collection',
        row: r,
        collection: ref.collection,
        id: collection.id,
        pk: headerText(view, collection),
        live: collection.live,
        bytes: collectionSize(resolved, view, collection),
        collapsed: collapse.all !== collapse.toggled.has(collection.id)
      };
    }
    const entry = collection.entry(ref.entry);
    const item = stored.get(r)!;
    const cells = names.map((n) => (n in item ? cellText(attributeText(item[n]!)) : null));
    let more = 0;
    if (!entry.overwrittenBy) for (const n in item) if (shown(n) && !columns.has(n)) more++;
    const winner = entry.overwrittenBy;
    return {
      kind: 'item',
      row: r,
      collection: ref.collection,
      order: entry.item.order,
      pk: cellText(attributeText(entry.pk)),
      sk: cellText(entry.sk ? attributeText(entry.sk) : ''),
      entity: entry.item.entity,
      overwrittenBy: winner ? { entity: winner.entity, source: winner.source } : null,
      cells: entry.overwrittenBy ? [] : cells,
      more
    };
  });
  return { total: layout.total, from: start, to: end, columns: names, moreColumns: extra, rows };
}

/** A header's key: its value, or a multi-attribute key's parts named (types in the tooltip). */
function headerText(view: View, collection: Collection): CellText {
  if (!collection.parts) return cellText(attributeText(collection.pk));
  const cut = cellText(collectionTitle(view.spec, collection.parts, false));
  return { text: cut.text, title: collectionTitle(view.spec, collection.parts, true) };
}
