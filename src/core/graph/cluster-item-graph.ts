import { keyValueId } from '../keys/compare-key-values.ts';
import type { DrawableEdge, DrawableGraph, DrawableNode } from './drawable-graph.ts';
import type { ItemGraph } from './item-graph.ts';

/** Nodes of an expanded kind shown at once; the rest wait in a "more" cluster. */
export const CLUSTER_PAGE = 60;
/** Labels longer than this are cut (the title keeps the whole key). */
const LABEL_MAX = 32;

export interface ClusterNode extends DrawableNode {
  /** The kind it belongs to (position in `ItemGraph.kinds`). */
  readonly kind: number;
  /** The graph node it shows, or -1 for a cluster. */
  readonly node: number;
  /** Graph nodes it stands for. */
  readonly count: number;
  /**
   * The key value it shows as a grouping id (keyValueId), as heat reports and the table view's
   * collection headers name a partition key value; null for a cluster.
   */
  readonly keyId: string | null;
}

export interface ClusterEdge extends DrawableEdge {
  /** The entity whose items it carries (position in `ItemGraph.entities`, -1: none). */
  readonly entity: number;
  /** Write order of its first item, for a click to reveal it in the table. */
  readonly firstOrder: number;
}

export interface ClusteredItemGraph extends DrawableGraph {
  readonly nodes: readonly ClusterNode[];
  readonly edges: readonly ClusterEdge[];
  /** Per graph node, the visible node showing it (position in `nodes`). */
  readonly nodeUnit: Int32Array;
  /** Per graph edge, the visible edge carrying it (position in `edges`, -1: none). */
  readonly edgeUnit: Int32Array;
}

/**
 * What the item graph shows with some clusters opened. Each kind of node (see ItemKind) is one
 * cluster until its id is in `expanded`; an expanded kind shows its first `page` nodes, in view
 * order, and puts the rest in a cluster `<kind id>@<from>` that expands to the next page. Items
 * between the same two visible nodes are one edge per entity, weighted by their count, so 100k
 * items draw as a handful of edges until opened. A kind of one node is always shown as the
 * node. Linear in the items.
 *
 * @example
 * const shown = clusterItemGraph(graph, new Set([graph.kinds[0]!.id]));
 * shown.nodes.filter((n) => n.cluster).length; // the kinds still closed
 */
export function clusterItemGraph(
  graph: ItemGraph,
  expanded: ReadonlySet<string>,
  page: number = CLUSTER_PAGE
): ClusteredItemGraph {
  const nodes: ClusterNode[] = [];
  const nodeUnit = new Int32Array(graph.nodeText.length);
  graph.kinds.forEach((kind, k) => {
    const from = graph.kindStarts[k]!;
    const size = graph.kindStarts[k + 1]! - from;
    let shown = 0;
    if (size === 1 || expanded.has(kind.id)) {
      shown = Math.min(size, page);
      while (shown < size && expanded.has(`${kind.id}@${shown}`))
        shown = Math.min(size, shown + page);
    }
    for (let i = 0; i < shown; i++) {
      const n = graph.kindNodes[from + i]!;
      nodeUnit[n] = nodes.length;
      const text = graph.nodeText[n]!;
      const degree = graph.nodeDegree[n]!;
      const metadata = graph.nodeMetadata[n] === 1;
      nodes.push({
        id: `node ${JSON.stringify(graph.nodeKeys[n])}`,
        label: text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text,
        title: `${metadata ? 'metadata node' : 'node'} ${text}: ${degree} item${degree === 1 ? '' : 's'}`,
        weight: degree,
        metadata,
        cluster: false,
        kind: k,
        node: n,
        count: 1,
        keyId: keyValueId(graph.nodeKeys[n]!)
      });
    }
    if (shown < size) {
      const rest = size - shown;
      const id = shown === 0 ? kind.id : `${kind.id}@${shown}`;
      for (let i = shown; i < size; i++) nodeUnit[graph.kindNodes[from + i]!] = nodes.length;
      const like = `${kind.label}${kind.entities.length ? ` (${kind.entities.join(', ')})` : ''}`;
      nodes.push({
        id,
        label: shown === 0 ? `${kind.label} ×${size}` : `+${rest} more`,
        title: `${shown === 0 ? '' : 'more: '}cluster of ${rest} ${kind.metadata ? 'metadata ' : ''}node${rest === 1 ? '' : 's'} like ${like}`,
        weight: rest,
        metadata: kind.metadata,
        cluster: true,
        kind: k,
        node: -1,
        count: rest,
        keyId: null
      });
    }
  });
  const m = graph.edgeSource.length;
  const edgeUnit = new Int32Array(m).fill(-1);
  const units = nodes.length;
  const ents = graph.entities.length + 1;
  const byKey = new Map<number, number>();
  const counts: number[] = [];
  const firsts: number[] = [];
  const ends: [number, number, number][] = [];
  for (let i = 0; i < m; i++) {
    const t = graph.edgeTarget[i]!;
    if (t < 0) continue;
    const s = nodeUnit[graph.edgeSource[i]!]!;
    const u = nodeUnit[t]!;
    const e = graph.edgeEntity[i]!;
    const key = (s * units + u) * ents + e + 1;
    let v = byKey.get(key);
    if (v === undefined) {
      byKey.set(key, (v = counts.length));
      counts.push(0);
      firsts.push(graph.edgeOrder[i]!);
      ends.push([s, u, e]);
    }
    counts[v]!++;
    edgeUnit[i] = v;
  }
  const edges: ClusterEdge[] = ends.map(([s, u, e], v) => {
    const from = nodes[s]!;
    const to = nodes[u]!;
    const n = counts[v]!;
    const who = e >= 0 ? graph.entities[e]! : 'no entity';
    return {
      id: JSON.stringify([from.id, to.id, who]),
      source: from.id,
      target: to.id,
      label: n === 1 ? who : `${who} ×${n}`,
      title: `${n} ${who} item${n === 1 ? '' : 's'} from ${from.label} to ${to.label}`,
      dashed: false,
      weight: n,
      entity: e,
      firstOrder: firsts[v]!
    };
  });
  return { title: graph.title, nodes, edges, nodeUnit, edgeUnit };
}
