import { CLUSTER_PAGE } from './cluster-item-graph.ts';
import type { ItemGraph } from './item-graph.ts';

/** Visible nodes the item graph opens with, at most. */
export const OPEN_BUDGET = 150;

/**
 * The clusters to open when an item graph is first shown: every kind that fits on one page,
 * in order, while the visible nodes stay within `budget`. A small design (the to-do example)
 * opens whole; 10k items open as one cluster per kind, which the user expands.
 *
 * @example
 * clusterItemGraph(graph, defaultExpanded(graph)); // the to-do example: every node shown
 */
export function defaultExpanded(
  graph: ItemGraph,
  budget: number = OPEN_BUDGET,
  page: number = CLUSTER_PAGE
): Set<string> {
  const open = new Set<string>();
  let visible = graph.kinds.length;
  graph.kinds.forEach((kind, k) => {
    const size = graph.kindStarts[k + 1]! - graph.kindStarts[k]!;
    if (size <= 1 || size > page || visible + size - 1 > budget) return;
    visible += size - 1;
    open.add(kind.id);
  });
  return open;
}
