/**
 * A one-consumer queue between a read's segment workers and the async iterator the caller
 * loops over. `push` resolves once the consumer has taken the value, so a worker never runs
 * more than one page ahead of the caller: a slow consumer slows the read instead of filling
 * memory, and Stop finds at most one page per segment in flight.
 */
export class PageChannel<T> {
  #queue: { value: T; taken: () => void }[] = [];
  #waiting: ((v: { value: T; taken: () => void } | undefined) => void) | null = null;
  #closed = false;

  push(value: T): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return new Promise((taken) => {
      const entry = { value, taken };
      if (this.#waiting) {
        const w = this.#waiting;
        this.#waiting = null;
        w(entry);
      } else this.#queue.push(entry);
    });
  }

  /** The next value, or undefined once closed and drained. */
  async next(): Promise<T | undefined> {
    type Entry = { value: T; taken: () => void };
    const queued: Entry | undefined = this.#queue.shift();
    const entry: Entry | undefined =
      queued ??
      (this.#closed ? undefined : await new Promise<Entry | undefined>((r) => (this.#waiting = r)));
    if (!entry) return undefined;
    entry.taken();
    return entry.value;
  }

  close(): void {
    this.#closed = true;
    for (const e of this.#queue) e.taken();
    const w = this.#waiting;
    this.#waiting = null;
    w?.(undefined);
  }
}
