import type { AccessPattern } from '../model/design.ts';
import type { PatternRun } from '../query/run-access-pattern.ts';
import type { GraphHighlight } from './drawable-graph.ts';
import type { EntityGraph } from './entity-graph-types.ts';

/** What running an access pattern lights up. */
export interface PatternPath {
  /** The entities it returned, the edges it walks (EntityEdge.patterns) and their ends. */
  readonly entityGraph: GraphHighlight;
  /** Where it ran: positions in the analysis (see PatternRun); -1 when it could not. */
  readonly table: number;
  readonly view: number;
  /** Write orders of the items it returned, for highlightItems. */
  readonly orders: readonly number[];
}

/**
 * The path an access pattern's run takes through the graphs: in the entity graph, the edges
 * whose key or index the pattern uses and the entities at their ends and among its results
 * ("Find all users in a game": Game's collection, the UserGameMapping items in it, the Users
 * they name); in the item graph, the items it returned.
 *
 * @example
 * patternPath(graph, pattern, runAccessPattern(analysis, pattern)).entityGraph.nodes;
 * // Set { 'UserGameMapping', 'Game', 'User' }
 */
export function patternPath(
  graph: EntityGraph,
  pattern: AccessPattern,
  run: PatternRun
): PatternPath {
  const edges = graph.edges.filter((e) => e.patterns.includes(pattern.name));
  const known = new Set(graph.nodes.map((n) => n.id));
  const nodes = new Set<string>();
  for (const e of run.entities) if (e !== null && known.has(e)) nodes.add(e);
  for (const e of edges) nodes.add(e.source).add(e.target);
  return {
    entityGraph: { nodes, edges: new Set(edges.map((e) => e.id)) },
    table: run.table,
    view: run.view,
    orders: run.entries.map((e) => e.item.order)
  };
}
