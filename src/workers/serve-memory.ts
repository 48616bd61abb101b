import { touchPages } from './touch-pages.ts';

/** What an analysis worker asks of the memory worker, and what it answers. */
export interface MemoryAsk {
  readonly id: number;
  readonly lengths: readonly number[];
}
/**
 * Answer each ask arriving on `port` (an analysis worker's end of a channel to the memory
 * worker) with buffers of the lengths asked for, every page touched (touchPages), transferred.
 *
 * @example
 * self.onmessage = (e) => serveMemory(e.data); // in memory.worker.ts, one port per analysis worker
 */
export function serveMemory(port: MessagePort): void {
  port.onmessage = (event: MessageEvent<MemoryAsk>) => {
    const buffers = event.data.lengths.map(touchPages);
    // For traces and the end-to-end tests: what was touched, and when.
    performance.mark('keyscope:memory-touched', {
      detail: buffers.reduce((bytes, b) => bytes + b.byteLength, 0)
    });
    port.postMessage({ id: event.data.id, buffers }, buffers);
  };
}
