/** Where each item collection starts in a flat list of fixed-height rows. */
export interface RowLayout {
  /** Row of each collection's header; its entries follow unless it is collapsed. */
  readonly starts: Int32Array;
  /** Rows in all. */
  readonly total: number;
}

/** What one row of the layout shows: a collection's header (entry -1) or one of its entries. */
export interface RowRef {
  readonly collection: number;
  readonly entry: number;
}

/**
 * Lay out item collections as rows for a virtualized list: each collection is one header row
 * followed by one row per entry, or by none when collapsed (`collapsed`: per collection, or the
 * same for all). With a fixed row height, row r is at `r * height` pixels, so only the visible
 * rows need to exist in the DOM.
 *
 * @example
 * layoutRows([2, 3], () => false); // { starts: [0, 3], total: 7 }
 */
export function layoutRows(
  sizes: ArrayLike<number>,
  collapsed: ((collection: number) => boolean) | boolean,
  int32: (n: number) => Int32Array = (n) => new Int32Array(n)
): RowLayout {
  const starts = int32(sizes.length);
  let row = 0;
  // The same answer for every collection (nothing toggled), the usual case: no call per
  // collection, of which a million-item view can have 700,000.
  if (typeof collapsed === 'boolean')
    for (let i = 0; i < sizes.length; i++) {
      starts[i] = row;
      row += collapsed ? 1 : 1 + sizes[i]!;
    }
  else
    for (let i = 0; i < sizes.length; i++) {
      starts[i] = row;
      row += 1 + (collapsed(i) ? 0 : sizes[i]!);
    }
  return { starts, total: row };
}

/**
 * The collection and entry shown at a row (binary search over the starts), or null outside the
 * layout. Rows between a collapsed header and the next header do not exist.
 *
 * @example
 * rowAt(layoutRows([2, 3], () => false), 4); // { collection: 1, entry: 0 }
 */
export function rowAt(layout: RowLayout, row: number): RowRef | null {
  if (row < 0 || row >= layout.total || layout.starts.length === 0) return null;
  let lo = 0;
  let hi = layout.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (layout.starts[mid]! <= row) lo = mid;
    else hi = mid - 1;
  }
  return { collection: lo, entry: row - layout.starts[lo]! - 1 };
}
