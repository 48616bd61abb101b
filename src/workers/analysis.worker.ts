/// <reference lib="webworker" />
// Holds a large design's items and its analysis off the page's main thread and answers with
// summaries and windows of rows (see analysis-host.ts); opens large design files, keeping their
// items here. The page terminates and restarts this worker to cancel a run, then sends the
// design again (a design this worker read is read again from its file or stored text).
import { AnalysisHost } from './analysis-host.ts';
import type { WorkerRequest } from './analysis-messages.ts';

const host = new AnalysisHost(
  (reply, transfer) => self.postMessage(reply, transfer ?? []),
  // A worker may read a Blob at once; the page never waits for it.
  (blob) => new Uint8Array(new FileReaderSync().readAsArrayBuffer(blob)),
  // Heat is prepared in slices while the worker is idle.
  {
    later: (fn, ms) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    },
    now: () => performance.now()
  }
);

self.onmessage = (event: MessageEvent<WorkerRequest>) => host.handle(event.data);
