import type { DrawableEdge, DrawableGraph, DrawableNode } from './drawable-graph.ts';

/** One entity: its id is its name (names are unique in a design). */
export interface EntityNode extends DrawableNode {
  readonly entity: string;
  readonly table: string;
  /** Items of the entity in its table: written, not refused, not overwritten. */
  readonly itemCount: number;
  /** The attributes that identify one item (see EntityKeys). */
  readonly identity: readonly string[];
}

/**
 * - `shares-collection`: the source's items live in the target's item collections;
 * - `refers-to`: a key of the source embeds the target's identity;
 * - `joined-by-index`: an index gathers each target's source items in one collection;
 * - `suggested`: an attribute's values are the target's ids, though no key template says so.
 */
export type EntityEdgeKind = 'shares-collection' | 'refers-to' | 'joined-by-index' | 'suggested';

/** How an edge is known: from the key templates, from the items, or both. */
export type EdgeEvidence = 'templates' | 'data' | 'templates and data';

export interface EntityEdge extends DrawableEdge {
  readonly kind: EntityEdgeKind;
  /** The table whose key (or whose index's key) makes the edge: the source entity's table. */
  readonly table: string;
  /** The index whose key makes it; null for the table's own key (and for suggestions). */
  readonly index: string | null;
  /** The key attribute that makes it; for a suggestion, the item attribute holding the ids. */
  readonly attribute: string;
  /** The source entity's template for `attribute` (absent for suggestions). */
  readonly template?: string;
  /** The placeholders (or the attribute) whose values link the two entities. */
  readonly fields: readonly string[];
  readonly evidence: EdgeEvidence;
  /** Names of the design's access patterns that walk this edge, in design order. */
  readonly patterns: readonly string[];
}

export interface EntityGraph extends DrawableGraph {
  readonly nodes: readonly EntityNode[];
  readonly edges: readonly EntityEdge[];
}
