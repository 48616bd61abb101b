/**
 * What every graph the studio draws has in common, so one renderer, one layout input and one
 * SVG export serve the entity graph and the item graph alike.
 */
export interface DrawableNode {
  /** Unique within its graph; any text (entity names are user input). */
  readonly id: string;
  /** Short text drawn on the node. */
  readonly label: string;
  /** The accessible name: a sentence saying what the node is. */
  readonly title: string;
  /** How much the node stands for (items, or nodes in a cluster): its drawn size grows with it. */
  readonly weight: number;
  /** A metadata node (seed 002: metadata is a node of its own), drawn apart. */
  readonly metadata: boolean;
  /** A cluster of several nodes, which expands on demand. */
  readonly cluster: boolean;
}

export interface DrawableEdge {
  readonly id: string;
  /** Node ids. */
  readonly source: string;
  readonly target: string;
  readonly label: string;
  readonly title: string;
  /** Drawn dashed: a suggestion the data shows but no key template names. */
  readonly dashed: boolean;
  /** How many relationships it stands for (items, for the item graph). */
  readonly weight: number;
}

export interface DrawableGraph {
  /** What the picture shows, for its accessible name and the SVG's title. */
  readonly title: string;
  readonly nodes: readonly DrawableNode[];
  readonly edges: readonly DrawableEdge[];
}

/** What to light up in a drawn graph: node and edge ids. */
export interface GraphHighlight {
  readonly nodes: ReadonlySet<string>;
  readonly edges: ReadonlySet<string>;
}
