import type { DrawableGraph, DrawableNode } from './drawable-graph.ts';
import { edgeBends } from './edge-bends.ts';
import { edgeGeometry } from './edge-geometry.ts';
import { escapeXml } from './escape-xml.ts';
import type { Layout, PlacedNode } from './layout-types.ts';

export interface SvgOptions {
  /** Space around the drawing, in pixels. */
  readonly padding?: number;
  /** Draw edge labels (default: when there are at most 100 edges). */
  readonly edgeLabels?: boolean;
}

const COLORS = {
  edge: '#64748b',
  text: '#0f172a',
  node: ['#dbeafe', '#1d4ed8'],
  metadata: ['#fef3c7', '#b45309'],
  cluster: ['#e0e7ff', '#4338ca']
} as const;

/**
 * A laid-out graph as a standalone SVG file: every node a group with a `<title>` (its
 * accessible name), a circle (metadata nodes amber with a double ring, clusters with a dashed
 * ring) and its label; every edge a path (edgeGeometry, bowed apart from edges joining the same
 * two nodes by edgeBends, as the studio draws them) with an arrow, dashed for suggestions,
 * with its title. Colours are attributes, not a stylesheet, so the file looks the same opened alone,
 * in an `<img>` or drawn to a canvas for PNG. All text is escaped (escapeXml); nodes the
 * layout lacks are left out, with their edges.
 *
 * @example
 * const svg = graphSvg(graph, runLayout(layoutRequest(graph, { algorithm: 'force', seed: 1 })));
 * new Blob([svg], { type: 'image/svg+xml' }); // the download
 */
export function graphSvg(graph: DrawableGraph, layout: Layout, options: SvgOptions = {}): string {
  const pad = options.padding ?? 24;
  const at = new Map<string, PlacedNode>(layout.nodes.map((n) => [n.id, n]));
  const { x0, y0, x1, y1 } = layout.bounds;
  const w = num(x1 - x0 + 2 * pad);
  const h = num(y1 - y0 + 2 * pad);
  const drawn = graph.nodes.filter((n) => at.has(n.id));
  const edges = graph.edges.filter((e) => at.has(e.source) && at.has(e.target));
  const labels = options.edgeLabels ?? edges.length <= 100;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${w}" height="${h}" viewBox="${num(x0 - pad)} ${num(y0 - pad)} ${w} ${h}" role="img" aria-labelledby="graph-title graph-desc" font-family="system-ui, sans-serif">`,
    `<title id="graph-title">${escapeXml(graph.title)}</title>`,
    `<desc id="graph-desc">${drawn.length} node${drawn.length === 1 ? '' : 's'} and ${edges.length} edge${edges.length === 1 ? '' : 's'}</desc>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${COLORS.edge}"/></marker></defs>`,
    `<g class="edges" fill="none" stroke="${COLORS.edge}" stroke-width="1.5">`
  ];
  const bends = edgeBends(edges);
  edges.forEach((e, i) => {
    const s = at.get(e.source)!;
    const t = at.get(e.target)!;
    const dash = e.dashed ? ' stroke-dasharray="6 4"' : '';
    out.push(`<g class="edge${e.dashed ? ' suggested' : ''}" data-id="${escapeXml(e.id)}">`);
    out.push(`<title>${escapeXml(e.title)}</title>`);
    const g = edgeGeometry(s, t, bends[i]);
    out.push(`<path d="${g.d}" marker-end="url(#arrow)"${dash}/>`);
    if (labels && e.label)
      out.push(
        `<text x="${num(g.labelX)}" y="${num(g.labelY - 4)}" text-anchor="middle" font-size="10" fill="${COLORS.edge}" stroke="none">${escapeXml(e.label)}</text>`
      );
    out.push('</g>');
  });
  out.push('</g>', '<g class="nodes">');
  for (const n of drawn) out.push(nodeSvg(n, at.get(n.id)!));
  out.push('</g>', '</svg>');
  return out.join('\n') + '\n';
}

function nodeSvg(node: DrawableNode, p: PlacedNode): string {
  const [fill, stroke] = node.metadata
    ? COLORS.metadata
    : node.cluster
      ? COLORS.cluster
      : COLORS.node;
  const kind = `node${node.metadata ? ' metadata' : ''}${node.cluster ? ' cluster' : ''}`;
  const ring = node.cluster
    ? `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(p.r + 4)}" fill="none" stroke="${stroke}" stroke-dasharray="3 3"/>`
    : node.metadata
      ? `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(Math.max(1, p.r - 4))}" fill="none" stroke="${stroke}"/>`
      : '';
  return [
    `<g class="${kind}" data-id="${escapeXml(node.id)}">`,
    `<title>${escapeXml(node.title)}</title>`,
    `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(p.r)}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`,
    ring,
    `<text x="${num(p.x)}" y="${num(p.y + p.r + 14)}" text-anchor="middle" font-size="12" fill="${COLORS.text}">${escapeXml(node.label)}</text>`,
    '</g>'
  ]
    .filter((s) => s !== '')
    .join('\n');
}

/** A coordinate as SVG text: hundredths at most, never NaN or Infinity. */
function num(v: number): string {
  return Number.isFinite(v) ? String(Math.round(v * 100) / 100) : '0';
}
