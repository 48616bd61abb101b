/**
 * How long one slice of the page's heat works before it lets the page go, in ms. A slice ends
 * at the first step past it, and a step is one access pattern, one entity's writes or one view
 * (heatReportSteps): well under the 50 ms a task may take at the page's sizes.
 */
export const HEAT_SLICE_MS = 10;

/**
 * Works out the page's heat a slice per task, a timer turn between slices, then calls `done`:
 * `prepare` is the session's `prepareHeat` at the scale wanted (the same steps the analysis
 * worker runs while idle), which says when the report is made, so that `heat` then answers at
 * once. Made in one go, the heat of 10,000 items held the page for 130–160 ms after every
 * analysis (docs/benchmarks.md, bench:heat). The first slice runs now. Returns a function that
 * stops it: a slice not yet run never runs, and `done` is not called.
 *
 * @example
 * const stop = heatInSlices((more) => session.prepareHeat(1, more), () => show(session.heat(1)));
 */
export function heatInSlices(
  prepare: (more: () => boolean) => boolean,
  done: () => void,
  now: () => number = () => performance.now()
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const end = now() + HEAT_SLICE_MS;
    if (prepare(() => now() < end)) done();
    else timer = setTimeout(slice, 0);
  };
  slice();
  return () => clearTimeout(timer);
}
