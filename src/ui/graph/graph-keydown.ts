import { nextNode, type NodeSpot } from './next-node.ts';

/** What a key press on the graph does: activate a node, zoom, or move to another node. */
export interface GraphKeyActions<N extends NodeSpot> {
  activate(node: N): void;
  zoomBy(factor: number): void;
  /** Move to node `index` (focus it and bring it into view). */
  moveTo(index: number): void;
}

/**
 * The graph's keys, the same in the SVG drawing and on the canvas: Enter or Space activates
 * node `from`, + (or =) and − zoom, arrows, Home and End move between nodes (see nextNode). A
 * key handled is not the browser's; any other is left alone.
 *
 * @example
 * graphKeydown(event, scene.nodes, focusIndex, { activate, zoomBy: (f) => zoom.zoomBy(f), moveTo });
 */
export function graphKeydown<N extends NodeSpot>(
  event: Pick<KeyboardEvent, 'key' | 'preventDefault'>,
  nodes: readonly N[],
  from: number,
  actions: GraphKeyActions<N>
): void {
  const n = nodes[from];
  if (!n) return;
  if (event.key === 'Enter' || event.key === ' ') actions.activate(n);
  else if (event.key === '+' || event.key === '=') actions.zoomBy(1.25);
  else if (event.key === '-') actions.zoomBy(0.8);
  else {
    const to = nextNode(nodes, from, event.key);
    if (to < 0) return;
    actions.moveTo(to);
  }
  event.preventDefault();
}
