import type { Timers } from './timers.ts';

/** The browser's own timers (`setTimeout`), as `Timers`. */
export const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)
};
