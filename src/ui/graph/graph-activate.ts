import { CLUSTER_PAGE } from '../../core/graph/cluster-item-graph.ts';
import type { ItemGraphAnswer } from '../../core/session/graph-query.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import type { GraphAnswer } from './graph-model.svelte.ts';
import type { GraphState } from './graph-state.svelte.ts';

/**
 * Every cluster page of an item graph, to open them all: null when it has no cluster or holds
 * more than `max` items (too many to draw open).
 */
export function openAllIds(items: ItemGraphAnswer | null, max: number): string[] | null {
  if (!items || !items.graph.nodes.some((n) => n.cluster)) return null;
  const total = items.kindSizes.reduce((a, b) => a + b, 0);
  if (total > max) return null;
  const open: string[] = [];
  items.kinds.forEach((k, i) => {
    open.push(k.id);
    for (let at = CLUSTER_PAGE; at < items.kindSizes[i]!; at += CLUSTER_PAGE)
      open.push(`${k.id}@${at}`);
  });
  return open;
}

/** What activating a graph node needs of the studio. */
export type ActivateStudio = Pick<
  StudioState,
  'litEntity' | 'table' | 'view' | 'selectedCollection' | 'reveal'
>;

/**
 * Activate node `id` of graph `key`: an entity is lit (or unlit) and its table shown; a cluster
 * opens; an item is revealed in the table view. Returns what to say ('' for nothing).
 */
export function activateNode(
  id: string,
  what: GraphAnswer,
  key: string,
  studio: ActivateStudio,
  tables: readonly { name: string }[],
  graph: Pick<GraphState, 'expanded'>
): string {
  if (what.kind === 'entities') {
    const node = what.answer.graph.nodes.find((x) => x.id === id);
    if (!node) return '';
    studio.litEntity = studio.litEntity === node.id ? null : node.id;
    const t = tables.findIndex((x) => x.name === node.table);
    if (t >= 0 && t !== studio.table) {
      studio.table = t;
      studio.view = 0;
    }
    return '';
  }
  const node = what.answer.graph.nodes.find((x) => x.id === id);
  if (!node) return '';
  if (node.cluster) {
    graph.expanded.set(key, [...what.answer.expanded, node.id]);
    return '';
  }
  const edge = what.answer.graph.edges.find((e) => e.source === node.id || e.target === node.id);
  if (!edge) return `${node.label} has no item of its own in this view.`;
  studio.selectedCollection = null;
  studio.reveal(what.answer.table, edge.firstOrder);
  return '';
}
