/// <reference lib="webworker" />
// Lays out graphs above LAYOUT_WORKER_THRESHOLD off the page's main thread: a plain request in,
// a plain layout out (runLayout), tagged with the page's request id so a stale answer can be
// told apart from the latest.
import type { LayoutRequest } from '../core/graph/layout-types.ts';
import { runLayout } from '../core/graph/run-layout.ts';

export interface LayoutMessage {
  readonly id: number;
  readonly request: LayoutRequest;
}

self.onmessage = (event: MessageEvent<LayoutMessage>) => {
  self.postMessage({ id: event.data.id, layout: runLayout(event.data.request) });
};
