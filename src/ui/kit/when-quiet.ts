import type { Visibility } from './when-settled.ts';

/** Tells of activity (pageActivity): calls its argument on each, returns a stop function. */
export type Activity = (onActive: () => void) => () => void;

/** The clock `whenQuiet` reads and waits on; injected for tests. */
export interface QuietClock {
  now(): number;
  later(callback: () => void, ms: number): void;
}

const CLOCK: QuietClock = {
  now: () => performance.now(),
  later: (callback, ms) => void setTimeout(callback, ms)
};

/**
 * Resolves once `ms` have passed with no activity (input, or a change to the document: see
 * pageActivity), counting from the call; or a task after the document is hidden, where no one
 * is watching (not while it is being unloaded: its tasks never run). It then stops listening.
 *
 * What it is for: work the user does not see and need not wait for, started when they pause
 * rather than beside what they do (the offline cache's install, `src/main.ts`). Activity only
 * records its time: the one timer, when it fires early, waits again for what is left, so a
 * million changes to the document cost a million stores, not a million timers.
 *
 * @example
 * await whenQuiet(OFFLINE_QUIET_MS, pageActivity());
 */
export function whenQuiet(
  ms: number,
  activity: Activity,
  doc: Visibility = document,
  clock: QuietClock = CLOCK
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let last = clock.now();
    const stop = activity(() => (last = clock.now()));
    const settle = (): void => {
      if (done) return;
      done = true;
      stop();
      doc.removeEventListener('visibilitychange', onVisibility);
      resolve();
    };
    // A task later: a page being unloaded (a reload, a link followed) is hidden first, and its
    // tasks never run, so it starts nothing the next page would share the cores with. A tab
    // put behind another runs it.
    const onVisibility = (): void => {
      if (doc.visibilityState === 'hidden')
        clock.later(() => {
          if (doc.visibilityState === 'hidden') settle();
        }, 0);
    };
    const check = (): void => {
      if (done) return;
      const left = last + ms - clock.now();
      if (left <= 0) settle();
      else clock.later(check, left);
    };
    doc.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    clock.later(check, ms);
  });
}
