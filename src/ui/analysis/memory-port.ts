import type { MemoryAnswer, MemoryAsk } from '../../workers/serve-memory.ts';

/** The page's memory worker while it has asks to answer, and where each answer goes. */
let memory: { worker: Worker; asked: number; waiting: Map<number, Sent> } | null = null;
/** An ask relayed to the memory worker: the analysis worker's port and its own id. */
interface Sent {
  readonly port: MessagePort;
  readonly id: number;
}

/** The memory worker, started now if there is none; null where it cannot start. */
function memoryWorker(): NonNullable<typeof memory> | null {
  if (memory) return memory;
  let worker: Worker;
  try {
    // Vite bundles the worker only for this exact `new Worker(new URL(…), …)` shape.
    worker = new Worker(new URL('../../workers/memory.worker.ts', import.meta.url), {
      type: 'module'
    });
  } catch {
    return null;
  }
  const started = { worker, asked: 0, waiting: new Map<number, Sent>() };
  worker.onmessage = (event: MessageEvent<MemoryAnswer>) => {
    const sent = started.waiting.get(event.data.id);
    started.waiting.delete(event.data.id);
    sent?.port.postMessage({ id: sent.id, buffers: event.data.buffers }, event.data.buffers);
    if (started.waiting.size === 0) end(started);
  };
  // Unanswered asks cost nothing: the heat then allocates its own memory (WarmMemory).
  worker.onerror = () => end(started);
  return (memory = started);
}

/** Let the memory worker go: nothing is left for it to answer, or it failed. */
function end(which: NonNullable<typeof memory>): void {
  which.worker.terminate();
  if (memory === which) memory = null;
}

/**
 * A port for an analysis worker to have the memory of a fresh design's first heat touched on
 * another core while it analyses (port-toucher.ts, serve-memory.ts). The page relays each ask
 * to its memory worker, started for it, and each answer back (the buffers transferred, never
 * copied), and ends that worker once every ask it was given is answered. Why the page: a
 * worker's nested worker starts only while its parent is free, and a million items' analysis
 * keeps it busy for seconds. Why end it: a worker left running is torn down when the page is
 * left, on a core the next page needs while it is made (docs/benchmarks.md, "The reload's
 * commit"), and its asks come only at a fresh design's first analysis.
 *
 * @example
 * const port = memoryPort();
 * worker.postMessage({ kind: 'memory', port }, [port]);
 */
export function memoryPort(): MessagePort {
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<MemoryAsk>) => {
    const line = memoryWorker();
    if (!line) return;
    const id = ++line.asked;
    line.waiting.set(id, { port: channel.port1, id: event.data.id });
    const ask: MemoryAsk = { id, lengths: event.data.lengths };
    line.worker.postMessage(ask);
  };
  return channel.port2;
}
