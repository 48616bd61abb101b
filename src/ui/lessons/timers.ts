/** Timers, injected so tests run a debounce by hand (`browserTimers` on the page). */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}
