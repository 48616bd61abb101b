/** After an edit, the graph waits this long for the next keystroke before it is derived again… */
export const DEBOUNCE_MS = 150;
/** …but never longer than this behind the design while edits keep coming. */
export const MAX_WAIT_MS = 800;

/**
 * How long the graph waits before asking for the graph of an edited design: DEBOUNCE_MS after
 * the latest edit, cut short so that no edit waits more than MAX_WAIT_MS after the first one
 * not yet drawn (`waitingSince`, on the same clock as `now`). A graph that took `cost`
 * milliseconds to derive last time waits longer, twice its cost after the latest edit and at
 * most six times its cost, so that deriving it (on the page, or in the worker, which
 * analyses the next keystroke only after) never takes more than about a third of the time
 * while someone types. Typing in a template is never slowed much by the graph, and the graph
 * still follows steady typing.
 *
 * @example
 * refreshDelay(1000, 1000); // 150: the first edit waits the debounce
 * refreshDelay(1000, 1700); // 100: seven hundred milliseconds of typing already waited
 * refreshDelay(1000, 1000, 400); // 800: a graph that takes 400 ms waits for a pause
 */
export function refreshDelay(waitingSince: number, now: number, cost = 0): number {
  const debounce = Math.max(DEBOUNCE_MS, 2 * cost);
  const longest = Math.max(MAX_WAIT_MS, 6 * cost);
  return Math.max(0, Math.min(debounce, waitingSince + longest - now));
}
