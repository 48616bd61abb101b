import { forceLayout } from './force-layout.ts';
import { layeredLayout } from './layered-layout.ts';
import type { Layout, LayoutRequest } from './layout-types.ts';

/**
 * Above this many nodes plus edges, lay out in a Worker (src/workers/graph-layout.worker.ts).
 * On this project's 2-core machine (docs/benchmarks.md) the force layout of 100 entity nodes and
 * 134 edges takes about 50 ms, the most a main-thread task may take; 50 nodes and 67 edges
 * take about 20 ms; 300 nodes about a quarter of a second.
 */
export const LAYOUT_WORKER_THRESHOLD = 200;

/**
 * Run the layout a request asks for. The one entry point for the page and the layout worker:
 * both pass the same plain request and get the same plain layout (see layout-types.ts).
 *
 * @example
 * runLayout(layoutRequest(graph, { algorithm: 'force', seed: 7 })); // positions for every node
 */
export function runLayout(request: LayoutRequest): Layout {
  return request.algorithm === 'layered' ? layeredLayout(request) : forceLayout(request);
}
