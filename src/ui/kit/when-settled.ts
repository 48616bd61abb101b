import { deferredWork } from './defer-task.ts';

/**
 * Resolves once the page has settled: no work deferred with `deferTask` waits, and none ran
 * between two animation frames in a row (a frame callback may defer more, as a table's first
 * rows are, so one empty moment is not enough). Or once `within` ms have passed, whichever
 * comes first: a page that never settles (one streaming a live table's items) or never paints
 * (a hidden tab, whose frames do not run) still gets what waits for it.
 *
 * What it is for: work the user does not see that would compete with what they do, on a
 * machine with few cores (the offline cache's downloads, `src/main.ts`).
 * `frame`: injected for tests.
 */
export function whenSettled(
  within: number,
  frame: (callback: () => void) => unknown = requestAnimationFrame
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const settle = (): void => {
      done = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(settle, within);
    let quietSince = -1;
    const check = (): void => {
      if (done) return;
      const { waiting, ran } = deferredWork();
      if (waiting === 0 && ran === quietSince) return settle();
      quietSince = waiting === 0 ? ran : -1;
      frame(check);
    };
    frame(check);
  });
}
