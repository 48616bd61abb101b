/**
 * Work written as a generator that yields between bounded pieces (a few tens of thousands of
 * items each), so one thread can do it in slices between other requests — the analysis worker
 * preparing heat while it is idle — or all at once, with the same code and the same result.
 */
export type Steps<T> = Generator<void, T, void>;

/**
 * Run steps to their end and return their result: the synchronous form of any `Steps`.
 *
 * @example
 * function* count(n: number): Steps<number> {
 *   let s = 0;
 *   for (let i = 0; i < n; i++) if (((s += 1) & 1023) === 0) yield;
 *   return s;
 * }
 * finishSteps(count(1_000_000)); // 1000000
 */
export function finishSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}
