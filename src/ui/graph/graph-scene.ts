import type { DrawableEdge, DrawableGraph } from '../../core/graph/drawable-graph.ts';
import { edgeBends } from '../../core/graph/edge-bends.ts';
import { edgeGeometry } from '../../core/graph/edge-geometry.ts';
import type { Bounds, Layout, PlacedNode } from '../../core/graph/layout-types.ts';
import type { FindingMark, WireHighlight } from '../../core/session/graph-query.ts';
import type { EntityMark } from '../kit/entity-marks.ts';
import { percent } from '../heat-report/format-heat.ts';

/** Edge labels are drawn up to this many edges (the export does the same); titles always. */
export const EDGE_LABELS_MAX = 100;
/** About how wide a character of a 12 px label is, and how far below its node a label ends. */
const LABEL_CHAR = 7;
const LABEL_BELOW = 19;

/** One node as both renderers draw it. */
export interface SceneNode {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly label: string;
  /** The accessible name: the node's title, what lights it, its findings. */
  readonly name: string;
  readonly metadata: boolean;
  readonly cluster: boolean;
  /** The entity's colour and shape (entity graph), drawn beside its name. */
  readonly mark: EntityMark | null;
  /** Lit by the selection; on the active access pattern's path. */
  readonly lit: boolean;
  readonly path: boolean;
  readonly errors: number;
  readonly warnings: number;
  /** Under the workload, the share of one partition's throughput its hottest key needs, or null. */
  readonly heat: number | null;
}

export interface SceneEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** From edgeGeometry, as the export draws it. */
  readonly d: string;
  readonly labelX: number;
  readonly labelY: number;
  readonly label: string;
  readonly name: string;
  readonly dashed: boolean;
  /** The entity whose items it carries (item graph), drawn as a symbol at its middle. */
  readonly mark: EntityMark | null;
  readonly lit: boolean;
  readonly path: boolean;
}

export interface Scene {
  readonly nodes: readonly SceneNode[];
  readonly edges: readonly SceneEdge[];
  /** Whether edge labels are drawn (few edges). */
  readonly labels: boolean;
  /** Around every node and its label: what "fit to screen" frames. */
  readonly bounds: Bounds;
}

export interface SceneInput {
  readonly graph: DrawableGraph;
  readonly layout: Layout;
  readonly findings: readonly FindingMark[];
  /** Lit by the selection, and by the active access pattern. */
  readonly lit: WireHighlight;
  readonly path: WireHighlight;
  readonly nodeMark?: (id: string) => EntityMark | undefined;
  readonly edgeMark?: (edge: DrawableEdge) => EntityMark | undefined;
  /** A node's heat (ui/heat/nodeHeat), when there is a heat report to read. */
  readonly nodeHeat?: (id: string) => number | undefined;
  /** Draw edge labels (up to EDGE_LABELS_MAX edges; default true). */
  readonly edgeLabels?: boolean;
  /** Nodes being dragged, where the pointer has them. */
  readonly moved?: ReadonlyMap<string, { readonly x: number; readonly y: number }>;
}

/**
 * What the graph view draws, in one pass over a laid-out graph: each node where the layout
 * (or a drag) puts it with its mark, lights and findings, and each edge's path from
 * edgeGeometry bowed apart by edgeBends (the SVG export's geometry), each with an accessible
 * name that says all of it in words. Nodes the layout lacks are left out, with their edges.
 *
 * @example
 * graphScene({ graph, layout, findings: [], lit: NONE, path: NONE }).nodes[0].name;
 * // 'entity User: 6 items in table "battle-royale", identified by username'
 */
export function graphScene(input: SceneInput): Scene {
  const { graph, layout, moved } = input;
  const at = new Map<string, PlacedNode>();
  for (const p of layout.nodes) {
    const m = moved?.get(p.id);
    at.set(p.id, m ? { id: p.id, x: m.x, y: m.y, r: p.r } : p);
  }
  const findings = new Map(input.findings.map((f) => [f.id, f]));
  const litNodes = new Set(input.lit.nodes);
  const litEdges = new Set(input.lit.edges);
  const pathNodes = new Set(input.path.nodes);
  const pathEdges = new Set(input.path.edges);
  const nodes: SceneNode[] = [];
  for (const n of graph.nodes) {
    const p = at.get(n.id);
    if (!p) continue;
    const f = findings.get(n.id);
    const lit = litNodes.has(n.id);
    const path = pathNodes.has(n.id);
    const heat = input.nodeHeat?.(n.id) ?? null;
    nodes.push({
      id: n.id,
      x: p.x,
      y: p.y,
      r: p.r,
      label: n.label,
      name: spoken(n.title, lit, path, f, heat),
      metadata: n.metadata,
      cluster: n.cluster,
      mark: input.nodeMark?.(n.id) ?? null,
      lit,
      path,
      errors: f?.errors ?? 0,
      warnings: f?.warnings ?? 0,
      heat
    });
  }
  const drawn = graph.edges.filter((e) => at.has(e.source) && at.has(e.target));
  const bends = edgeBends(drawn);
  const edges: SceneEdge[] = drawn.map((e, i) => {
    const g = edgeGeometry(at.get(e.source)!, at.get(e.target)!, bends[i]);
    const lit = litEdges.has(e.id);
    const path = pathEdges.has(e.id);
    return {
      id: e.id,
      source: e.source,
      target: e.target,
      d: g.d,
      labelX: g.labelX,
      labelY: g.labelY,
      label: e.label,
      name: spoken(e.title, lit, path, undefined),
      dashed: e.dashed,
      mark: input.edgeMark?.(e) ?? null,
      lit,
      path
    };
  });
  return {
    nodes,
    edges,
    labels: (input.edgeLabels ?? true) && edges.length <= EDGE_LABELS_MAX,
    bounds: labelledBounds(nodes)
  };
}

/** The box around the nodes with their labels (written under each node, centred). */
function labelledBounds(nodes: readonly SceneNode[]): Bounds {
  if (nodes.length === 0) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const n of nodes) {
    const half = Math.max(n.r, (n.label.length * LABEL_CHAR) / 2);
    x0 = Math.min(x0, n.x - half);
    x1 = Math.max(x1, n.x + half);
    y0 = Math.min(y0, n.y - n.r);
    y1 = Math.max(y1, n.y + n.r + LABEL_BELOW);
  }
  return { x0, y0, x1, y1 };
}

/** A title with what lights it, its heat and its findings, as one sentence for a screen reader. */
function spoken(
  title: string,
  lit: boolean,
  path: boolean,
  f: FindingMark | undefined,
  heat: number | null = null
): string {
  const parts = [title];
  if (lit) parts.push('selected');
  if (path) parts.push("on the access pattern's path");
  if (heat !== null)
    parts.push(
      `under the workload its hottest key needs ${percent(heat)} of one partition's throughput${heat > 1 ? ', throttled' : ''}`
    );
  if (f) {
    const counts = [
      f.errors ? `${f.errors} error${f.errors === 1 ? '' : 's'}` : '',
      f.warnings ? `${f.warnings} warning${f.warnings === 1 ? '' : 's'}` : ''
    ].filter(Boolean);
    parts.push(`${counts.join(' and ')}: ${f.messages.join('; ')}`);
  }
  return parts.join('; ');
}
