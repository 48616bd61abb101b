import type { ArrayRecycler } from '../views/array-recycler.ts';
import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { RowLayout } from '../rows/layout-rows.ts';
import { viewLayout, viewRows, type Collapse, type RowWindow } from '../rows/view-rows.ts';
import { locateRow, type Located, type RowTarget } from '../rows/locate-row.ts';
import type { RowQuery } from './row-query.ts';

/** Row layouts kept per analysis (one per view and set of collapsed collections). */
export const LAYOUTS_KEPT = 8;

const EMPTY_WINDOW: RowWindow = { total: 0, from: 0, to: 0, columns: [], moreColumns: 0, rows: [] };

/**
 * The rows of one analysis's views: windows of rows and where a row is, each read from the
 * view's layout under a set of collapsed collections, the LAYOUTS_KEPT used last kept (laying out
 * a million-item view is the costly part; a window of it is cheap). AnalysisSession's row
 * questions.
 *
 * @example
 * new RowLayouts(analysis).window({ table: 0, view: 0, collapse: { all: false, toggled: [] } }, 0, 40);
 */
export class RowLayouts {
  #layouts = new Map<string, RowLayout>();

  /** `arrays`: where layouts' row starts come from, and go back to when let go (the worker's). */
  constructor(
    readonly analysis: DesignAnalysis,
    readonly arrays: ArrayRecycler | null = null
  ) {}

  /**
   * The analysis is no longer read (the worker has let it go): the layouts' arrays are handed
   * to the next analysis to write over. Asked again, a layout is made afresh.
   */
  letGo(): void {
    this.arrays?.retire([...this.#layouts.values()].map((l) => l.starts.buffer));
    this.#layouts.clear();
  }

  /** Rows `from`…`to` of a view (an empty window when the query names no view). */
  window(query: RowQuery, from: number, to: number): RowWindow {
    const at = this.#view(query);
    return at ? viewRows(at.resolved, at.view, at.layout, at.collapse, from, to) : EMPTY_WINDOW;
  }

  /** Where a partition key or an item is in a view, or null. */
  locate(query: RowQuery, target: RowTarget): Located | null {
    const at = this.#view(query);
    return at ? locateRow(at.view, at.layout, at.collapse, target) : null;
  }

  #view(query: RowQuery) {
    const ta = this.analysis.tables[query.table];
    const view = ta?.views[query.view];
    if (!ta || !view) return null;
    const collapse: Collapse = {
      all: query.collapse.all,
      toggled: new Set(query.collapse.toggled)
    };
    // The toggled set as a set: the same collections in another order are the same layout.
    const key = JSON.stringify([
      query.table,
      query.view,
      query.collapse.all,
      [...collapse.toggled].sort()
    ]);
    const layouts = this.#layouts;
    let layout = layouts.get(key);
    if (layout) {
      // Most recently used last, so the oldest goes first.
      layouts.delete(key);
      layouts.set(key, layout);
    } else {
      const arrays = this.arrays;
      layout = viewLayout(view, collapse, arrays ? (n) => arrays.int32(n) : undefined);
      layouts.set(key, layout);
      if (layouts.size > LAYOUTS_KEPT) layouts.delete(layouts.keys().next().value!);
    }
    return { resolved: ta.resolved, view, layout, collapse };
  }
}
