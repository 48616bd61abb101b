/// <reference lib="webworker" />
// Holds a large design's items and its analysis off the page's main thread and answers with
// summaries and windows of rows (see analysis-host.ts); opens large design files, keeping their
// items here. The page terminates and restarts this worker to cancel a run, then sends the
// design again (a design this worker read is read again from its file or stored text).
import { AnalysisHost } from './analysis-host.ts';
import type { MemoryPortMessage, WorkerRequest } from './analysis-messages.ts';
import { nextTask } from './next-task.ts';
import { portToucher } from './port-toucher.ts';
import type { TouchMemory } from './warm-memory.ts';

// The page's memory worker, once the page has sent a port to it (its first message).
let memory: TouchMemory | null = null;

const host = new AnalysisHost(
  (reply, transfer) => self.postMessage(reply, transfer ?? []),
  // A worker may read a Blob at once; the page never waits for it.
  (blob) => new Uint8Array(new FileReaderSync().readAsArrayBuffer(blob)),
  // Heat is prepared in slices while the worker is idle.
  {
    later: (fn, ms) => {
      if (ms > 0) {
        const t = setTimeout(fn, ms);
        return () => clearTimeout(t);
      }
      // The next slice at once: a message, not setTimeout(0), whose 4 ms clamp once nested
      // would leave the worker idle a third of the time between 8 ms slices.
      let live = true;
      nextTask(() => {
        if (live) fn();
      });
      return () => {
        live = false;
      };
    },
    now: () => performance.now()
  },
  // A first heat's memory is touched on another core while its design is analysed.
  (lengths) => memory?.(lengths) ?? Promise.resolve([])
);

self.onmessage = (event: MessageEvent<WorkerRequest | MemoryPortMessage>) => {
  const data = event.data;
  if (data.kind === 'memory') memory = portToucher(data.port);
  else host.handle(data);
};
