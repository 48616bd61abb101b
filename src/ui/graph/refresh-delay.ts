/** After an edit, the graph waits this long for the next keystroke before it is derived again… */
export const DEBOUNCE_MS = 150;
/** …but never longer than this behind the design while edits keep coming. */
export const MAX_WAIT_MS = 800;

/**
 * How long the graph waits before asking for the graph of an edited design: DEBOUNCE_MS after
 * the latest edit, cut short so that no edit waits more than MAX_WAIT_MS after the first one
 * not yet drawn (`waitingSince`, on the same clock as `now`). Typing in a template is never
 * slowed by the graph, and the graph still follows steady typing.
 *
 * @example
 * refreshDelay(1000, 1000); // 150: the first edit waits the debounce
 * refreshDelay(1000, 1700); // 100: seven hundred milliseconds of typing already waited
 */
export function refreshDelay(waitingSince: number, now: number): number {
  return Math.max(0, Math.min(DEBOUNCE_MS, waitingSince + MAX_WAIT_MS - now));
}
