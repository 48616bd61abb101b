/// <reference lib="webworker" />
// Holds a large design's items and its analysis off the page's main thread and answers with
// summaries and windows of rows (see analysis-host.ts). The page terminates and restarts this
// worker to cancel a run, then sends the design again.
import { AnalysisHost } from './analysis-host.ts';
import type { WorkerRequest } from './analysis-messages.ts';

const host = new AnalysisHost((reply) => self.postMessage(reply));

self.onmessage = (event: MessageEvent<WorkerRequest>) => host.handle(event.data);
