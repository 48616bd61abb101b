/**
 * Resolves once `ready()` holds, checking it after each turn of the event loop (so timers, I/O
 * and the fake workers' pumps run in between). It has no limit of its own, in time or in turns:
 * what it waits for runs at whatever speed the machine has, and a wait that never ends is ended
 * by the test's own limit, which exists only for that.
 */
export async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 1));
}
