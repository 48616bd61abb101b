/** Runs `fn` in a task of its own, after pending work; injected so tests can step it. */
export type NextTask = (fn: () => void) => void;

/**
 * A task of its own with no timer clamp: a message to itself (setTimeout waits at least 4 ms
 * once nested five deep, and is throttled in a background tab). For the page's outbox and
 * live reads, and the analysis worker's slices of heat.
 */
export const nextTask: NextTask = (fn) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
};
