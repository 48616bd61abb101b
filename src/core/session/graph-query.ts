import type { ClusterEdge, ClusterNode } from '../graph/cluster-item-graph.ts';
import type { EntityGraph } from '../graph/entity-graph-types.ts';
import type { ItemKind } from '../graph/item-kinds.ts';

/**
 * The graphs' questions and answers as the studio asks them of an AnalysisSession, in the page
 * or in the analysis worker: plain data (no Sets, no typed arrays of the whole graph), so the
 * worker posts them as they are and the page renders either the same way.
 */

/** Which item graph: a view of a table and the clusters opened (null: defaultExpanded). */
export interface ItemGraphQuery {
  readonly table: number;
  readonly view: number;
  readonly expanded: readonly string[] | null;
}

/** What the studio is looking at, which the graphs light up. */
export interface GraphAttention {
  /** An entity node the user picked (its items and collections light up). */
  readonly entity: string | null;
  /** The selected item: its table and write order. */
  readonly item: { readonly table: number; readonly order: number } | null;
  /** The selected collection: a view of a table and the collection's position in it. */
  readonly collection: {
    readonly table: number;
    readonly view: number;
    readonly collection: number;
  } | null;
  /** The access pattern whose run is shown (index into the design's patterns). */
  readonly pattern: number | null;
}

/** Node and edge ids to light (a GraphHighlight as arrays). */
export interface WireHighlight {
  readonly nodes: readonly string[];
  readonly edges: readonly string[];
}

/** What lights up in each graph: the selection's, and the active access pattern's path. */
export interface GraphLights {
  readonly entity: WireHighlight;
  readonly items: WireHighlight;
  readonly patternEntity: WireHighlight;
  readonly patternItems: WireHighlight;
}

/** Findings about one node: what its drawing and its accessible name say. */
export interface FindingMark {
  /** The node's id in the graph it was asked for. */
  readonly id: string;
  readonly errors: number;
  readonly warnings: number;
  /** The first few findings' messages. */
  readonly messages: readonly string[];
}

export interface EntityGraphAnswer {
  readonly graph: EntityGraph;
  readonly findings: readonly FindingMark[];
}

/** The item graph as shown: its clustered nodes and edges, the clusters open, the findings. */
export interface ItemGraphAnswer {
  readonly graph: {
    readonly title: string;
    readonly nodes: readonly ClusterNode[];
    readonly edges: readonly ClusterEdge[];
  };
  readonly table: number;
  readonly view: number;
  /** The index drawn, or null for the table. */
  readonly index: string | null;
  /** Entity names (ClusterEdge.entity indexes them) and node kinds (ClusterNode.kind). */
  readonly entities: readonly string[];
  readonly kinds: readonly ItemKind[];
  /** Nodes of each kind, open or not. */
  readonly kindSizes: readonly number[];
  /** Cluster ids open, to ask for one more or one fewer. */
  readonly expanded: readonly string[];
  /** Nodes in the whole graph (before clustering) and items it draws. */
  readonly nodeCount: number;
  readonly itemCount: number;
  readonly findings: readonly FindingMark[];
}
