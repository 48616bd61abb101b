/** The page's memory worker, started with the first analysis worker (memoryPort). */
let memory: Worker | null = null;

/**
 * A port to the page's one memory worker (workers/memory.worker.ts), for an analysis worker to
 * have the memory of a fresh design's first heat touched on another core while it analyses;
 * null where that worker cannot start (the heat then allocates its own). The page starts it
 * because the analysis worker cannot: a worker's nested worker starts only while its parent
 * is free, and a million items' analysis keeps it busy for seconds.
 *
 * @example
 * const port = memoryPort();
 * if (port) worker.postMessage({ kind: 'memory', port }, [port]);
 */
export function memoryPort(): MessagePort | null {
  try {
    // Vite bundles the worker only for this exact `new Worker(new URL(…), …)` shape.
    memory ??= new Worker(new URL('../../workers/memory.worker.ts', import.meta.url), {
      type: 'module'
    });
  } catch {
    return null;
  }
  const channel = new MessageChannel();
  memory.postMessage(channel.port1, [channel.port1]);
  return channel.port2;
}
