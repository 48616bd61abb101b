import type { ClusteredItemGraph } from './cluster-item-graph.ts';
import type { GraphHighlight } from './drawable-graph.ts';
import type { ItemGraph } from './item-graph.ts';

/**
 * The visible edges carrying items `orders` (write orders in the graph's table) and the nodes
 * at their ends, clusters included: what a selected item or collection, an access pattern's
 * results or a finding's items light up in the item graph. Items not in the view are ignored.
 * In a view without a sort key an item is its partition's node alone.
 *
 * @example
 * highlightItems(graph, shown, [6]); // Game c6f38a6a's edge to its #METADATA# node
 */
export function highlightItems(
  graph: ItemGraph,
  shown: ClusteredItemGraph,
  orders: Iterable<number>
): GraphHighlight {
  const nodes = new Set<string>();
  const edges = new Set<string>();
  for (const order of orders) {
    const e = Number.isInteger(order) ? (graph.edgeOfOrder[order] ?? -1) : -1;
    if (e < 0) continue;
    nodes.add(shown.nodes[shown.nodeUnit[graph.edgeSource[e]!]!]!.id);
    const t = graph.edgeTarget[e]!;
    if (t >= 0) nodes.add(shown.nodes[shown.nodeUnit[t]!]!.id);
    const v = shown.edgeUnit[e]!;
    if (v >= 0) edges.add(shown.edges[v]!.id);
  }
  return { nodes, edges };
}
