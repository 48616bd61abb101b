import { touchPages } from './touch-pages.ts';

/** What an analysis worker asks of the memory worker (the page relays it: memory-port.ts). */
export interface MemoryAsk {
  readonly id: number;
  readonly lengths: readonly number[];
}

/** What the memory worker answers: buffers of the lengths asked for, in order. */
export interface MemoryAnswer {
  readonly id: number;
  readonly buffers: ArrayBuffer[];
}

/** The side of a line the asks come in on and the answers go out on (the worker's own scope). */
export interface MemoryLine {
  onmessage: ((event: MessageEvent<MemoryAsk>) => void) | null;
  postMessage(answer: MemoryAnswer, transfer: Transferable[]): void;
}

/**
 * Answer each ask arriving on `line` with buffers of the lengths asked for, every page touched
 * (touchPages), transferred.
 *
 * @example
 * serveMemory(self); // in memory.worker.ts: the page relays the analysis workers' asks
 */
export function serveMemory(line: MemoryLine): void {
  line.onmessage = (event) => {
    const buffers = event.data.lengths.map(touchPages);
    // For traces: what was touched, and when.
    performance.mark('keyscope:memory-touched', {
      detail: buffers.reduce((bytes, b) => bytes + b.byteLength, 0)
    });
    line.postMessage({ id: event.data.id, buffers }, buffers);
  };
}
