/**
 * A layout's input and output: plain data (strings, numbers, arrays), so a request can be posted
 * to a Worker and its answer posted back unchanged (structured clone), and two runs can be
 * compared for exact equality.
 */
export interface LayoutNode {
  readonly id: string;
  /** Drawn radius; nodes keep this far apart. */
  readonly r: number;
  /** A start position (the previous layout's, so an edit does not reshuffle the picture). */
  readonly x?: number;
  readonly y?: number;
  /** Held at (x, y): the user dragged it there. */
  readonly pinned?: boolean;
}

export interface LayoutEdge {
  readonly source: string;
  readonly target: string;
}

export interface LayoutRequest {
  readonly algorithm: 'force' | 'layered';
  readonly nodes: readonly LayoutNode[];
  readonly edges: readonly LayoutEdge[];
  /** Seeds the start positions and d3-force's jiggle: same request, same picture. */
  readonly seed: number;
  /** Force layout: simulation steps (300 takes alpha from 1 to below d3's 0.001). */
  readonly ticks?: number;
  /** Layered layout: layers go down the page, or to the right. */
  readonly direction?: 'down' | 'right';
}

export interface Bounds {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface PlacedNode {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface Layout {
  /** In the request's node order. */
  readonly nodes: readonly PlacedNode[];
  /** Around every node, radii included. */
  readonly bounds: Bounds;
}
