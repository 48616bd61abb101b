import type { MemoryAnswer, MemoryAsk } from './serve-memory.ts';
import type { TouchMemory } from './warm-memory.ts';

/**
 * TouchMemory over a port the page relays to its memory worker (serveMemory, memory-port.ts): a
 * worker's own nested worker starts and reads its messages only while its parent is free,
 * and the asks come at the beginning of long analyses, so one nested here touched nothing
 * before the analysis ended.
 *
 * @example
 * const touch = portToucher(port);
 * const buffers = await touch([8 << 20]); // one 8 MB buffer, every page touched
 */
export function portToucher(port: MessagePort): TouchMemory {
  let asked = 0;
  const waiting = new Map<number, (buffers: ArrayBuffer[]) => void>();
  port.onmessage = (event: MessageEvent<MemoryAnswer>) => {
    // For traces and the end-to-end tests: what arrived here, and when.
    performance.mark('keyscope:memory-received', {
      detail: event.data.buffers.reduce((bytes, b) => bytes + b.byteLength, 0)
    });
    waiting.get(event.data.id)?.(event.data.buffers);
    waiting.delete(event.data.id);
  };
  return (lengths) =>
    new Promise((resolve) => {
      const id = ++asked;
      waiting.set(id, resolve);
      const ask: MemoryAsk = { id, lengths };
      port.postMessage(ask);
    });
}
