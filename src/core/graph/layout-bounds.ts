import type { Bounds, PlacedNode } from './layout-types.ts';

/**
 * The box around every node, radii included; an empty box at the origin for no nodes.
 *
 * @example
 * layoutBounds([{ id: 'a', x: 0, y: 0, r: 10 }]); // { x0: -10, y0: -10, x1: 10, y1: 10 }
 */
export function layoutBounds(nodes: readonly PlacedNode[]): Bounds {
  if (nodes.length === 0) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const n of nodes) {
    x0 = Math.min(x0, n.x - n.r);
    y0 = Math.min(y0, n.y - n.r);
    x1 = Math.max(x1, n.x + n.r);
    y1 = Math.max(y1, n.y + n.r);
  }
  return { x0, y0, x1, y1 };
}
