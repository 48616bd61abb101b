import type { GraphHighlight } from './drawable-graph.ts';
import type { EntityGraph } from './entity-graph-types.ts';

/**
 * The entity graph's nodes for `entities` and the edges between two of them: what a selected
 * collection or item, or a finding about them, lights up. Names not in the graph are ignored.
 *
 * @example
 * highlightEntities(graph, ['Game', 'UserGameMapping']).edges; // the shared-collection edge
 */
export function highlightEntities(graph: EntityGraph, entities: Iterable<string>): GraphHighlight {
  const wanted = new Set(entities);
  const nodes = new Set(graph.nodes.filter((n) => wanted.has(n.id)).map((n) => n.id));
  const edges = new Set(
    graph.edges.filter((e) => nodes.has(e.source) && nodes.has(e.target)).map((e) => e.id)
  );
  return { nodes, edges };
}
