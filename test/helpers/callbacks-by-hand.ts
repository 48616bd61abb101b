/**
 * A scheduler run by hand, for code that takes one as a parameter (animation frames, idle
 * moments): `schedule` keeps each callback, `asked` counts those waiting, and `next()` runs the
 * ones waiting now (any they schedule wait for the next call).
 *
 * @example
 * const frames = callbacksByHand();
 * const settled = whenSettled(frames.schedule, doc);
 * frames.next();
 */
export function callbacksByHand() {
  let waiting: (() => void)[] = [];
  return {
    schedule: (callback: () => void): void => void waiting.push(callback),
    get asked(): number {
      return waiting.length;
    },
    next(): void {
      const now = waiting;
      waiting = [];
      for (const callback of now) callback();
    }
  };
}
