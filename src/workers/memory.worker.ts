/// <reference lib="webworker" />
// Touches fresh memory for the analysis workers (see warm-memory.ts): the page starts this one
// worker and hands each analysis worker a port to it, so its pages are faulted in here, on
// another core, while an analysis runs, and the buffers transferred, not copied.
import { serveMemory } from './serve-memory.ts';

self.onmessage = (event: MessageEvent<MessagePort>) => serveMemory(event.data);
