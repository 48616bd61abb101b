/// <reference lib="webworker" />
// Touches fresh memory for the analysis workers (see warm-memory.ts): the page starts this
// worker when an analysis worker asks, relays the asks to it and the buffers back, transferred,
// not copied, so their pages are faulted in here, on another core, while an analysis runs. The
// page ends it once every ask is answered (memory-port.ts).
import { serveMemory } from './serve-memory.ts';

serveMemory(self);
