import type { Scene } from './graph-scene.ts';

/** How a set of edges or nodes is painted on the canvas. */
export type EdgeStyle = 'plain' | 'dashed' | 'lit' | 'path';
export type NodeStyle = 'plain' | 'metadata' | 'cluster' | 'lit' | 'path';

/** A scene as canvas paths: one Path2D per style, so a frame is a handful of draw calls. */
export interface RasterLayers {
  readonly edges: ReadonlyMap<EdgeStyle, Path2D>;
  /** Arrowheads, filled in the colour of their edges' style. */
  readonly arrows: ReadonlyMap<EdgeStyle, Path2D>;
  readonly nodes: ReadonlyMap<NodeStyle, Path2D>;
  /** Metadata nodes' inner rings and clusters' outer rings. */
  readonly rings: Path2D;
  readonly clusterRings: Path2D;
}

/** Arrowhead length and half-width, in graph pixels (the SVG's marker is about this big). */
const ARROW = 9;
const ARROW_HALF = 4;

/** The last coordinate pair of an SVG path: where an edge's arrow points. */
const TIP = /(-?[\d.]+),(-?[\d.]+)$/;
/** The coordinate pair before it (the line's start, or the curve's control point). */
const BEFORE_TIP = /(-?[\d.]+),(-?[\d.]+)[ LQC]+-?[\d.]+,-?[\d.]+$/;

/**
 * Build the canvas paths of a scene once (the canvas then redraws each pan or zoom frame with
 * a handful of fills and strokes, whatever the number of edges): edges from their edgeGeometry
 * paths, grouped by style, arrowheads along each path's last segment, nodes as circles grouped
 * by kind and light.
 *
 * @example
 * const layers = rasterLayers(scene);
 * context.stroke(layers.edges.get('plain')!);
 */
export function rasterLayers(scene: Scene): RasterLayers {
  const edges = new Map<EdgeStyle, Path2D>();
  const arrows = new Map<EdgeStyle, Path2D>();
  const get = <K>(m: Map<K, Path2D>, k: K): Path2D => {
    let p = m.get(k);
    if (!p) m.set(k, (p = new Path2D()));
    return p;
  };
  for (const e of scene.edges) {
    const style: EdgeStyle = e.path ? 'path' : e.lit ? 'lit' : e.dashed ? 'dashed' : 'plain';
    get(edges, style).addPath(new Path2D(e.d));
    const tip = TIP.exec(e.d);
    const from = BEFORE_TIP.exec(e.d);
    if (!tip || !from) continue;
    const tx = Number(tip[1]);
    const ty = Number(tip[2]);
    const dx = tx - Number(from[1]);
    const dy = ty - Number(from[2]);
    const d = Math.hypot(dx, dy);
    if (d === 0) continue;
    const ux = dx / d;
    const uy = dy / d;
    const a = get(arrows, style === 'dashed' ? 'plain' : style);
    a.moveTo(tx, ty);
    a.lineTo(tx - ux * ARROW - uy * ARROW_HALF, ty - uy * ARROW + ux * ARROW_HALF);
    a.lineTo(tx - ux * ARROW + uy * ARROW_HALF, ty - uy * ARROW - ux * ARROW_HALF);
    a.closePath();
  }
  const nodes = new Map<NodeStyle, Path2D>();
  const rings = new Path2D();
  const clusterRings = new Path2D();
  for (const n of scene.nodes) {
    const style: NodeStyle = n.path
      ? 'path'
      : n.lit
        ? 'lit'
        : n.metadata
          ? 'metadata'
          : n.cluster
            ? 'cluster'
            : 'plain';
    const p = get(nodes, style);
    p.moveTo(n.x + n.r, n.y);
    p.arc(n.x, n.y, n.r, 0, 2 * Math.PI);
    if (n.metadata) {
      rings.moveTo(n.x + n.r - 4, n.y);
      rings.arc(n.x, n.y, Math.max(1, n.r - 4), 0, 2 * Math.PI);
    }
    if (n.cluster) {
      clusterRings.moveTo(n.x + n.r + 4, n.y);
      clusterRings.arc(n.x, n.y, n.r + 4, 0, 2 * Math.PI);
    }
  }
  return { edges, arrows, nodes, rings, clusterRings };
}
