import type { View } from '../views/view.ts';
import { findCollection } from './find-collection.ts';
import { findEntry } from './find-entry.ts';
import type { RowLayout } from './layout-rows.ts';
import type { Collapse } from './view-rows.ts';

/** What to find in a view: a partition key typed by the user, or an item by write order. */
export type RowTarget =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'item'; readonly order: number };

/** Where a target is: its row in the layout, its collection and whether that is collapsed. */
export interface Located {
  readonly row: number;
  readonly collection: number;
  readonly id: string;
  readonly collapsed: boolean;
  /** Rows in the layout it was found in. */
  readonly total: number;
}

/**
 * The row of a target: a collection's header for text (see findCollection), an item's own row
 * (its header's when the collection is collapsed); null when the view does not have it.
 *
 * @example
 * locateRow(view, layout, collapse, { kind: 'text', text: 'GAME#' })?.row; // 0
 */
export function locateRow(
  view: View,
  layout: RowLayout,
  collapse: Collapse,
  target: RowTarget
): Located | null {
  const at =
    target.kind === 'text'
      ? { collection: findCollection(view, target.text), entry: -1 }
      : findEntry(view, target.order);
  if (!at || at.collection < 0) return null;
  const id = view.collection(at.collection).id;
  const collapsed = collapse.all !== collapse.toggled.has(id);
  const start = layout.starts[at.collection] ?? 0;
  return {
    row: collapsed || at.entry < 0 ? start : start + 1 + at.entry,
    collection: at.collection,
    id,
    collapsed,
    total: layout.total
  };
}
