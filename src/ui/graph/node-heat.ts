import type { GraphAnswer } from './graph-model.svelte.ts';
import { heatOfEntity } from '../../core/heat/heat-of-entity.ts';
import type { HeatState } from '../heat-report/heat-state.svelte.ts';

/** A graph node shows its heat from a quarter of one partition's throughput: warm and above. */
export const NODE_HEAT_FROM = 0.25;

/**
 * What heat a node of the graph shown carries, for graphScene's `nodeHeat`: on the entity
 * graph, the utilisation of the hottest key holding the entity's items (heatOfEntity); on an
 * item graph, the utilisation of the partition key value the node is (the table's key for an
 * LSI, as the collection headers show it). Undefined while there is no heat report for the
 * design shown (a large design is heated once the Heat tab has been opened), for a cluster, and
 * below NODE_HEAT_FROM.
 *
 * @example
 * graphScene({ …, nodeHeat: nodeHeat(heat, what) }).nodes[0].heat; // 1.76 on a hot game
 */
export function nodeHeat(
  heat: HeatState | null,
  what: GraphAnswer | null
): ((id: string) => number | undefined) | undefined {
  const report = heat?.report;
  if (!heat || !report || !what) return undefined;
  const warm = (u: number | undefined) =>
    u !== undefined && u >= NODE_HEAT_FROM && heat.worthShowing(u) ? u : undefined;
  if (what.kind === 'entities') return (id) => warm(heatOfEntity(report, id)?.peakUtilization);
  const { table, view } = what.answer;
  const keys = new Map(what.answer.graph.nodes.map((n) => [n.id, n.keyId]));
  return (id) => {
    const key = keys.get(id);
    return key ? warm(heat.keyHeat(table, view, key)?.utilization) : undefined;
  };
}
