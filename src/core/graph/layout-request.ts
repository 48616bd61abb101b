import type { DrawableGraph } from './drawable-graph.ts';
import type { Layout, LayoutRequest } from './layout-types.ts';

export interface LayoutOptions {
  readonly algorithm: 'force' | 'layered';
  readonly seed: number;
  /** Nodes the user dragged, held where they were dropped. */
  readonly pinned?: ReadonlyMap<string, { readonly x: number; readonly y: number }>;
  /** The previous layout, so nodes that stay start where they were. */
  readonly previous?: Layout;
  readonly direction?: 'down' | 'right';
}

/**
 * The drawn radius of a node standing for `weight` items (or nodes): it grows with the square
 * root, so area follows the count, from 12 to 48 pixels.
 */
function radius(weight: number): number {
  return Math.min(48, 12 + 3 * Math.sqrt(Math.max(0, weight)));
}

/**
 * The layout request for a graph: one node per graph node with its radius, the edges, and the
 * user's pins and previous positions. Plain data, ready for runLayout here or in a Worker.
 *
 * @example
 * runLayout(layoutRequest(entityGraph(design, analysis), { algorithm: 'force', seed: 1 }));
 */
export function layoutRequest(graph: DrawableGraph, options: LayoutOptions): LayoutRequest {
  const before = new Map(options.previous?.nodes.map((n) => [n.id, n]));
  const nodes = graph.nodes.map((node) => {
    const r = radius(node.weight);
    const pin = options.pinned?.get(node.id);
    if (pin) return { id: node.id, r, x: pin.x, y: pin.y, pinned: true };
    const was = before.get(node.id);
    return was ? { id: node.id, r, x: was.x, y: was.y } : { id: node.id, r };
  });
  return {
    algorithm: options.algorithm,
    nodes,
    edges: graph.edges.map((e) => ({ source: e.source, target: e.target })),
    seed: options.seed,
    ...(options.direction ? { direction: options.direction } : {})
  };
}
