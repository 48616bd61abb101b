/**
 * A clock and its timers moved by hand: `now()` reads it, `later(run, ms)` sets a timer,
 * `advance(ms)` moves the clock on, running in time order every timer due by then (each at its
 * own time), and `waiting` counts the timers not yet run. For code that takes its clock as a
 * parameter (whenQuiet) or reads it from a global it is given (the service worker's scope).
 *
 * @example
 * const clock = clockByHand();
 * const quiet = whenQuiet(3000, activity, doc, clock);
 * clock.advance(3000);
 */
export function clockByHand() {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  return {
    now: (): number => now,
    later: (run: () => void, ms: number): void => void timers.push({ at: now + ms, run }),
    get waiting(): number {
      return timers.length;
    },
    advance(ms: number): void {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
      }
      now = end;
    }
  };
}
