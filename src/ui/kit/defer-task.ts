/** Waiting work, first in first out; one entry runs per task. Entries are objects, so that
 * cancelling one never removes another holding the same function. */
const waiting: { run: () => void }[] = [];
let channel: MessageChannel | null = null;
let posted = false;
/** How many entries have run: `whenSettled` tells a quiet moment from one between two tasks. */
let ran = 0;

function post(): void {
  if (posted || waiting.length === 0) return;
  posted = true;
  channel!.port2.postMessage(0);
}

function runOne(): void {
  posted = false;
  const entry = waiting.shift();
  // The next entry is posted first, so one that throws does not stop the ones behind it.
  post();
  if (!entry) return;
  ran++;
  entry.run();
}

/**
 * Runs `run` in a task of its own, after the work deferred before it (first in, first out, one
 * per task), so that a large piece of the page (a pane's parts as they first mount) is built
 * in several short tasks and never holds the main thread in one long one. A MessageChannel
 * message, not `setTimeout(0)`: nested timeouts are clamped to 4 ms each, and hidden tabs
 * throttle them to one a second. Returns a function that cancels `run` if it has not run yet.
 * `ahead`: before the work already waiting (what the user is waiting to see, such as the
 * table's first rows, goes before the parts built behind them).
 *
 * @example
 * const cancel = deferTask(() => (shown = true));
 */
export function deferTask(run: () => void, options: { ahead?: boolean } = {}): () => void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runOne;
  }
  const entry = { run };
  if (options.ahead) waiting.unshift(entry);
  else waiting.push(entry);
  post();
  return () => {
    const at = waiting.indexOf(entry);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** How much deferred work waits, and how many entries have run so far (for `whenSettled`). */
export function deferredWork(): { readonly waiting: number; readonly ran: number } {
  return { waiting: waiting.length, ran };
}
