import { layoutBounds } from './layout-bounds.ts';
import type { Layout, LayoutRequest } from './layout-types.ts';

/** Space between neighbours in a layer and between layers, beyond their radii. */
const GAP = 28;
const LAYER_GAP = 90;
/** Barycenter sweeps (down, up, down…): crossings stop falling after a few on these graphs. */
const SWEEPS = 8;

/**
 * A layered (Sugiyama-style) layout: edges point down the page (or to the right), each node a
 * layer below everything that points at it. Reads better than a force layout where the graph
 * has a direction, such as the item graph's partition → sort key relationships (USER → TODO →
 * METADATA). Written here rather than taken from d3-dag (about 38 kB gzipped, it would add
 * nearly half to the app, and it refuses cyclic graphs) or elkjs (480 kB): the graphs drawn
 * layered have tens to a few hundred nodes, for which these steps suffice:
 * 1. cycles broken by reversing the edges a depth-first search finds going back;
 * 2. layers by longest path from the sources;
 * 3. order within layers by barycenter sweeps, ties kept in input order;
 * 4. coordinates packed by radius, each layer centred.
 * Pinned nodes keep their position. Only arithmetic and stable sorts: the same request gives
 * the same coordinates everywhere.
 *
 * @example
 * layeredLayout({ algorithm: 'layered', seed: 0, nodes: [{ id: 'a', r: 10 }, { id: 'b', r: 10 }],
 *   edges: [{ source: 'a', target: 'b' }] }).nodes; // a above b
 */
export function layeredLayout(request: LayoutRequest): Layout {
  const n = request.nodes.length;
  const index = new Map(request.nodes.map((d, i) => [d.id, i]));
  const out: number[][] = Array.from({ length: n }, () => []);
  const seen = new Set<number>();
  for (const e of request.edges) {
    const s = index.get(e.source);
    const t = index.get(e.target);
    if (s === undefined || t === undefined || s === t || seen.has(s * n + t)) continue;
    seen.add(s * n + t);
    out[s]!.push(t);
  }
  const down = acyclic(out);
  const layer = longestPath(down);
  const layers: number[][] = [];
  for (let v = 0; v < n; v++) (layers[layer[v]!] ??= []).push(v);
  const up: number[][] = Array.from({ length: n }, () => []);
  down.forEach((ts, s) => ts.forEach((t) => up[t]!.push(s)));
  const pos = new Float64Array(n);
  const place = (): void => layers.forEach((l) => l.forEach((v, i) => (pos[v] = i)));
  place();
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    const goingDown = sweep % 2 === 0;
    const order = goingDown ? layers : [...layers].reverse();
    for (const l of order) {
      const bary = l.map((v) => {
        const nb = goingDown ? up[v]! : down[v]!;
        if (nb.length === 0) return pos[v]!;
        let sum = 0;
        for (const u of nb) sum += pos[u]!;
        return sum / nb.length;
      });
      const sorted = l
        .map((v, i) => ({ v, b: bary[i]!, i }))
        .sort((p, q) => p.b - q.b || p.i - q.i);
      sorted.forEach((s, i) => {
        l[i] = s.v;
        pos[s.v] = i;
      });
    }
  }
  const radius = request.nodes.map((d) => d.r);
  const thickest = layers.map((l) => l.reduce((m, v) => Math.max(m, radius[v]!), 0));
  const across = new Float64Array(n);
  const along = new Float64Array(n);
  let depth = 0;
  layers.forEach((l, k) => {
    if (k > 0) depth += thickest[k - 1]! + LAYER_GAP + thickest[k]!;
    let at = 0;
    l.forEach((v, i) => {
      if (i > 0) at += radius[l[i - 1]!]! + GAP + radius[v]!;
      across[v] = at;
      along[v] = depth;
    });
    for (const v of l) across[v]! -= at / 2;
  });
  const right = request.direction === 'right';
  const nodes = request.nodes.map((d, v) =>
    d.pinned && d.x !== undefined && d.y !== undefined
      ? { id: d.id, x: d.x, y: d.y, r: d.r }
      : { id: d.id, x: right ? along[v]! : across[v]!, y: right ? across[v]! : along[v]!, r: d.r }
  );
  return { nodes, bounds: layoutBounds(nodes) };
}

/** The edges with those a depth-first search (in node order) finds going back reversed. */
function acyclic(out: readonly number[][]): number[][] {
  const n = out.length;
  const state = new Uint8Array(n); // 0 new, 1 on the stack, 2 done
  const dag: number[][] = Array.from({ length: n }, () => []);
  for (let root = 0; root < n; root++) {
    if (state[root] !== 0) continue;
    // Iterative, so a long chain cannot overflow the call stack.
    const stack: [number, number][] = [[root, 0]];
    state[root] = 1;
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const [v, i] = top;
      if (i === out[v]!.length) {
        state[v] = 2;
        stack.pop();
        continue;
      }
      top[1] = i + 1;
      const t = out[v]![i]!;
      if (state[t] === 1) dag[t]!.push(v);
      else {
        dag[v]!.push(t);
        if (state[t] === 0) {
          state[t] = 1;
          stack.push([t, 0]);
        }
      }
    }
  }
  return dag;
}

/** Each node's layer: one below the deepest node pointing at it (Kahn's order, by index). */
function longestPath(dag: readonly number[][]): Int32Array {
  const n = dag.length;
  const indegree = new Int32Array(n);
  dag.forEach((ts) => ts.forEach((t) => indegree[t]!++));
  const layer = new Int32Array(n);
  const queue: number[] = [];
  for (let v = 0; v < n; v++) if (indegree[v] === 0) queue.push(v);
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q]!;
    for (const t of dag[v]!) {
      layer[t] = Math.max(layer[t]!, layer[v]! + 1);
      if (--indegree[t]! === 0) queue.push(t);
    }
  }
  return layer;
}
