import {
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
  type SimulationNodeDatum
} from 'd3-force';
import { createLcg } from '../random/create-lcg.ts';
import { layoutBounds } from './layout-bounds.ts';
import type { Layout, LayoutRequest } from './layout-types.ts';

interface SimNode extends SimulationNodeDatum {
  readonly id: string;
  readonly r: number;
}

/** 1 − 0.001^(1/300), d3's default, written out: Math.pow may round differently between engines. */
const ALPHA_DECAY = 0.022763019592047;

/**
 * A d3-force layout computed off the DOM and run to convergence at once (`stop()`, then
 * `tick(n)`): links pull related nodes together, many-body charge pushes all apart, collision
 * keeps radii from overlapping, and a weak pull to the origin keeps unconnected groups near.
 * Deterministic: nodes without a start position start where an LCG seeded with `seed` puts them,
 * d3's jiggle draws from the same LCG, and nothing else is random. The simulation does only
 * IEEE arithmetic and square roots (start positions are given, so d3 never places nodes with
 * cos/sin, and the decay is a literal), so the same request gives the same coordinates in every
 * engine. Pinned nodes stay where they are (d3's fx/fy).
 *
 * @example
 * forceLayout({ algorithm: 'force', seed: 1, nodes: [{ id: 'a', r: 10 }, { id: 'b', r: 10 }],
 *   edges: [{ source: 'a', target: 'b' }] }).nodes[0]; // { id: 'a', x: …, y: …, r: 10 }, the same every run
 */
export function forceLayout(request: LayoutRequest): Layout {
  const random = createLcg(request.seed);
  const n = request.nodes.length;
  const spread = 60 * Math.sqrt(n) + 100;
  const nodes: SimNode[] = request.nodes.map((node) => {
    const x = node.x ?? (random() - 0.5) * spread;
    const y = node.y ?? (random() - 0.5) * spread;
    return node.pinned
      ? { id: node.id, r: node.r, x, y, fx: x, fy: y }
      : { id: node.id, r: node.r, x, y };
  });
  const byId = new Map(nodes.map((d) => [d.id, d]));
  const links: SimulationLinkDatum<SimNode>[] = [];
  for (const e of request.edges) {
    const s = byId.get(e.source);
    const t = byId.get(e.target);
    if (s && t && s !== t) links.push({ source: s, target: t });
  }
  const simulation = forceSimulation(nodes)
    .randomSource(random)
    .alphaDecay(ALPHA_DECAY)
    .velocityDecay(0.4)
    .force(
      'link',
      forceLink(links).distance((l) => (l.source as SimNode).r + (l.target as SimNode).r + 60)
    )
    .force('charge', forceManyBody<SimNode>().strength(-320).distanceMax(1200))
    .force(
      'collide',
      forceCollide<SimNode>((d) => d.r + 8)
    )
    .force('x', forceX<SimNode>(0).strength(0.04))
    .force('y', forceY<SimNode>(0).strength(0.04))
    .stop();
  simulation.tick(request.ticks ?? 300);
  const placed = nodes.map((d) => ({ id: d.id, x: round(d.x!), y: round(d.y!), r: d.r }));
  return { nodes: placed, bounds: layoutBounds(placed) };
}

/** Hundredths of a pixel: shorter to post and to write into an SVG, and still exact to compare. */
function round(v: number): number {
  return Math.round(v * 100) / 100;
}
