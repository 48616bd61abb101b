import type { PlacedNode } from './layout-types.ts';

/** How to draw one edge: an SVG path and where its label goes. */
export interface EdgeGeometry {
  /** From the source's rim to the target's rim, or a loop above a node joined to itself. */
  readonly d: string;
  readonly labelX: number;
  readonly labelY: number;
}

/**
 * The path of an edge between two placed nodes, the same in the studio's renderer and in the
 * SVG export: a straight line between the circles' rims (so an arrow marker at the end touches
 * the target), or, for items whose two ends fall in one cluster, a loop above the node. With a
 * `bend` (see edgeBends: several edges between the same two nodes) it is a quadratic curve
 * whose middle lies `bend` pixels to the left of the straight line, where its label goes.
 * Coordinates in hundredths at most, never NaN.
 *
 * @example
 * edgeGeometry({ id: 'a', x: 0, y: 0, r: 10 }, { id: 'b', x: 100, y: 0, r: 20 });
 * // { d: 'M10,0L80,0', labelX: 50, labelY: 0 }
 */
export function edgeGeometry(source: PlacedNode, target: PlacedNode, bend = 0): EdgeGeometry {
  const { x, y, r } = source;
  if (source.id === target.id)
    return {
      d: `M${num(x - r / 2)},${num(y - r)}C${num(x - r)},${num(y - 3 * r)} ${num(x + r)},${num(y - 3 * r)} ${num(x + r / 2)},${num(y - r)}`,
      labelX: fin(x),
      labelY: fin(y - 2.4 * r)
    };
  const dx = target.x - x;
  const dy = target.y - y;
  const d = Math.sqrt(dx * dx + dy * dy) || 1;
  const ux = dx / d;
  const uy = dy / d;
  const mx = (x + target.x) / 2;
  const my = (y + target.y) / 2;
  if (bend === 0 || !Number.isFinite(bend))
    return {
      d: `M${num(x + ux * r)},${num(y + uy * r)}L${num(target.x - ux * target.r)},${num(target.y - uy * target.r)}`,
      labelX: fin(mx),
      labelY: fin(my)
    };
  // The curve's middle is halfway between the chord's middle and the control point.
  const cx = mx + uy * 2 * bend;
  const cy = my - ux * 2 * bend;
  const [sx, sy] = toward(x, y, cx, cy, r);
  const [tx, ty] = toward(target.x, target.y, cx, cy, target.r);
  return {
    d: `M${num(sx)},${num(sy)}Q${num(cx)},${num(cy)} ${num(tx)},${num(ty)}`,
    labelX: fin(mx + uy * bend),
    labelY: fin(my - ux * bend)
  };
}

/** The point `r` from (x, y) toward (px, py): where a curve leaves a circle's rim. */
function toward(x: number, y: number, px: number, py: number, r: number): [number, number] {
  const dx = px - x;
  const dy = py - y;
  const d = Math.sqrt(dx * dx + dy * dy) || 1;
  return [x + (dx / d) * r, y + (dy / d) * r];
}

function fin(v: number): number {
  return Number.isFinite(v) ? Math.round(v * 100) / 100 : 0;
}

function num(v: number): string {
  return String(fin(v));
}
