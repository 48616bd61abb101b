import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { View } from '../views/view.ts';

/** What a selected collection (or item) is about, for highlightEntities and highlightItems. */
export interface Selection {
  /** Entities with items in it, in order of first appearance. */
  readonly entities: readonly string[];
  /** Write orders of its items. */
  readonly orders: readonly number[];
}

/**
 * The entities and items of collection `collection` of a view: selecting it in the table
 * highlights those nodes and edges in the graphs.
 *
 * @example
 * collectionSelection(analysis, tableView, 0); // { entities: ["Game", "UserGameMapping"], orders: [8, 17, 19, 18] }
 */
export function collectionSelection(
  analysis: DesignAnalysis,
  view: View,
  collection: number
): Selection {
  const ta = analysis.tables.find((t) => t.table.name === view.spec.table);
  if (!ta || !(collection >= 0 && collection < view.collectionCount))
    return { entities: [], orders: [] };
  const entities: string[] = [];
  const orders: number[] = [];
  for (let p = view.starts[collection]!; p < view.starts[collection + 1]!; p++) {
    const order = view.orders[p]!;
    orders.push(order);
    const e = ta.resolved.entityOf(order);
    if (e !== null && !entities.includes(e)) entities.push(e);
  }
  return { entities, orders };
}
