import type { LayoutEdge } from './layout-types.ts';

/** Pixels between the middles of neighbouring edges joining the same two nodes. */
export const BEND_STEP = 26;

/**
 * How far each edge bows out (edgeGeometry's `bend`) so edges joining the same two nodes, in
 * either direction, are drawn apart instead of on top of one another: one edge stays straight,
 * two bow out to either side, three keep one straight between two bowed ones. Loops and lone
 * edges get 0. Bends are measured in one direction per pair (from the lesser node id), so an
 * edge and its reverse bow to different sides.
 *
 * @example
 * edgeBends([{ source: 'a', target: 'b' }, { source: 'a', target: 'b' }]); // [-13, 13]
 */
export function edgeBends(edges: readonly LayoutEdge[]): number[] {
  const groups = new Map<string, number[]>();
  edges.forEach((e, i) => {
    if (e.source === e.target) return;
    const key = JSON.stringify(e.source < e.target ? [e.source, e.target] : [e.target, e.source]);
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const bends = new Array<number>(edges.length).fill(0);
  for (const group of groups.values()) {
    group.forEach((i, k) => {
      const offset = (k - (group.length - 1) / 2) * BEND_STEP;
      const e = edges[i]!;
      // The normal flips with the direction: an edge from the greater id bows the other way.
      bends[i] = offset === 0 || e.source < e.target ? offset : -offset;
    });
  }
  return bends;
}
