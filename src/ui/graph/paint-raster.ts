import { drawNodeHeat } from './draw-node-heat.ts';
import type { Scene, SceneEdge, SceneNode } from './graph-scene.ts';
import type { EdgeStyle, NodeStyle, RasterLayers } from './raster-layers.ts';

/** The design tokens the canvas graph paints with, read through probes so the theme decides them. */
export const RASTER_TOKENS = [
  '--bg',
  '--surface',
  '--surface-2',
  '--border',
  '--text',
  '--text-muted',
  '--accent',
  '--focus',
  '--selected',
  '--hit-badge',
  '--warning',
  '--warning-bg',
  '--error'
] as const;
export type RasterToken = (typeof RASTER_TOKENS)[number];

const EDGE: Record<EdgeStyle, [RasterToken, number]> = {
  plain: ['--text-muted', 1.5],
  dashed: ['--text-muted', 1.5],
  lit: ['--accent', 3],
  path: ['--hit-badge', 3.5]
};
const NODE: Record<NodeStyle, [RasterToken, RasterToken, number]> = {
  plain: ['--surface', '--border', 2],
  metadata: ['--warning-bg', '--warning', 2],
  cluster: ['--surface-2', '--accent', 2],
  lit: ['--selected', '--accent', 4],
  path: ['--surface', '--hit-badge', 4]
};

/** One frame of the canvas graph: what GraphRaster paints. */
export interface RasterFrame {
  readonly scene: Scene;
  readonly layers: RasterLayers;
  readonly transform: { readonly x: number; readonly y: number; readonly k: number };
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
  /** A token's colour as the theme has it. */
  readonly colours: ReadonlyMap<RasterToken, string>;
  /** The node ringed as focused (the listbox has focus), or null. */
  readonly focused: SceneNode | null;
}

/**
 * Paint a frame: edges and arrowheads by style, nodes, metadata and cluster rings, labels and
 * heat where they can be read (zoomed to 0.45 or more, labels only on screen), finding badges,
 * and the focus ring.
 */
export function paintRaster(ctx: CanvasRenderingContext2D, frame: RasterFrame): void {
  const { scene, layers, width, height, dpr, focused } = frame;
  const c = (t: RasterToken) => frame.colours.get(t) ?? '#808080';
  const t = frame.transform;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.translate(t.x, t.y);
  ctx.scale(t.k, t.k);
  for (const [style, path] of layers.edges) {
    const [colour, w] = EDGE[style];
    ctx.strokeStyle = c(colour);
    ctx.lineWidth = w;
    ctx.setLineDash(style === 'dashed' ? [6, 4] : []);
    ctx.stroke(path);
  }
  ctx.setLineDash([]);
  for (const [style, path] of layers.arrows) {
    ctx.fillStyle = c(EDGE[style][0]);
    ctx.fill(path);
  }
  for (const [style, path] of layers.nodes) {
    const [fill, stroke, w] = NODE[style];
    ctx.fillStyle = c(fill);
    ctx.fill(path);
    ctx.strokeStyle = c(stroke);
    ctx.lineWidth = w;
    ctx.stroke(path);
  }
  ctx.strokeStyle = c('--warning');
  ctx.lineWidth = 1.5;
  ctx.stroke(layers.rings);
  ctx.strokeStyle = c('--accent');
  ctx.setLineDash([3, 3]);
  ctx.stroke(layers.clusterRings);
  ctx.setLineDash([]);
  // Labels only where they can be read, and only for nodes on screen.
  if (t.k >= 0.45) {
    ctx.font = '12px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillStyle = c('--text');
    const x0 = -t.x / t.k;
    const y0 = -t.y / t.k;
    const x1 = x0 + width / t.k;
    const y1 = y0 + height / t.k;
    for (const n of scene.nodes)
      if (n.x >= x0 && n.x <= x1 && n.y >= y0 && n.y <= y1)
        ctx.fillText(n.label, n.x, n.y + n.r + 15);
  }
  if (t.k >= 0.45) drawNodeHeat(ctx, scene.nodes, c('--bg'), c('--error'));
  for (const n of scene.nodes)
    if (n.errors || n.warnings) {
      ctx.fillStyle = c(n.errors ? '--error' : '--warning');
      ctx.beginPath();
      ctx.arc(n.x + n.r * 0.75, n.y - n.r * 0.75, 8, 0, 2 * Math.PI);
      ctx.fill();
    }
  if (focused) {
    ctx.strokeStyle = c('--focus');
    ctx.lineWidth = 4 / t.k;
    ctx.beginPath();
    ctx.arc(focused.x, focused.y, focused.r + 6, 0, 2 * Math.PI);
    ctx.stroke();
  }
}

/**
 * The node at graph point (x, y), or -1: the last drawn wins, as on screen.
 *
 * @example
 * nodeAt([{ x: 0, y: 0, r: 10 }, { x: 5, y: 0, r: 10 }], 2, 0); // 1
 */
export function nodeAt(
  nodes: readonly Pick<SceneNode, 'x' | 'y' | 'r'>[],
  x: number,
  y: number
): number {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const n = nodes[i]!;
    if ((n.x - x) ** 2 + (n.y - y) ** 2 <= n.r * n.r) return i;
  }
  return -1;
}

/**
 * The words beside the canvas for its focused node: its label and edges, the first six named.
 *
 * @example
 * focusEdgesText('User', [{ name: 'User plays Game' }]); // 'User: 1 edge — User plays Game'
 */
export function focusEdgesText(label: string, edges: readonly Pick<SceneEdge, 'name'>[]): string {
  const n = edges.length;
  const named = edges
    .slice(0, 6)
    .map((e) => e.name)
    .join('; ');
  const more = n > 6 ? `; and ${n - 6} more` : '';
  return `${label}: ${n} edge${n === 1 ? '' : 's'}${n ? ` — ${named}${more}` : ''}`;
}
