import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { View } from '../views/view.ts';
import { entityPositions } from './entity-positions.ts';

/** Where an entity's items are in one view: what its node lights up in the table view. */
export interface EntityItems {
  /** Positions of the view's collections holding any of its items, ascending. */
  readonly collections: readonly number[];
  /** Write orders of its items in the view (overwritten ones too: the table shows them). */
  readonly orders: readonly number[];
}

/**
 * The collections and items an entity node highlights in a view of its table (clicking Game
 * lights the game partitions). Walks the view as columns.
 *
 * @example
 * entityItems(analysis, tableView, 'Game').collections; // the four GAME# collections
 */
export function entityItems(analysis: DesignAnalysis, view: View, entity: string): EntityItems {
  const ta = analysis.tables.find((t) => t.table.name === view.spec.table);
  if (!ta) return { collections: [], orders: [] };
  const at = entityPositions(ta.resolved, [entity]);
  const collections: number[] = [];
  const orders: number[] = [];
  const { starts, orders: all } = view;
  for (let c = 0; c + 1 < starts.length; c++) {
    let hit = false;
    for (let p = starts[c]!; p < starts[c + 1]!; p++) {
      const order = all[p]!;
      if (at[order] !== 0) continue;
      hit = true;
      orders.push(order);
    }
    if (hit) collections.push(c);
  }
  return { collections, orders };
}
