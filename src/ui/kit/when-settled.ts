import { deferredWork } from './defer-task.ts';

/** What `whenSettled` reads of the document: whether it is shown, and when that changes. */
export type Visibility = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Resolves once the page has settled: no work deferred with `deferTask` waits, and none ran
 * between two animation frames in a row (a frame callback may defer more, as a table's first
 * rows are, so one empty moment is not enough). Or once the document is hidden: a hidden tab
 * runs no frames, and there is no one watching its first screen. Events, not a time limit, so
 * a slow machine waits as long as its first screen takes.
 *
 * What it is for: work the user does not see that would compete with what they do, on a
 * machine with few cores (the offline cache's downloads, `src/main.ts`).
 * `frame` and `doc`: injected for tests.
 */
export function whenSettled(
  frame: (callback: () => void) => unknown = requestAnimationFrame,
  doc: Visibility = document
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const settle = (): void => {
      if (done) return;
      done = true;
      doc.removeEventListener('visibilitychange', onVisibility);
      resolve();
    };
    const onVisibility = (): void => {
      if (doc.visibilityState === 'hidden') settle();
    };
    let quietSince = -1;
    const check = (): void => {
      if (done) return;
      const { waiting, ran } = deferredWork();
      if (waiting === 0 && ran === quietSince) return settle();
      quietSince = waiting === 0 ? ran : -1;
      frame(check);
    };
    doc.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    frame(check);
  });
}
