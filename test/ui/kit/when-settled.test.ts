import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferTask } from '../../../src/ui/kit/defer-task.ts';
import { whenSettled } from '../../../src/ui/kit/when-settled.ts';

/** Resolves once everything deferred before it has run (the queue is first in, first out). */
const turn = () => new Promise<void>((resolve) => deferTask(resolve));

/** Animation frames run by hand: `next()` runs the callbacks the last frame asked for. */
function frames() {
  let waiting: (() => void)[] = [];
  return {
    frame: (callback: () => void) => void waiting.push(callback),
    get asked() {
      return waiting.length;
    },
    next() {
      const now = waiting;
      waiting = [];
      for (const callback of now) callback();
    }
  };
}

/** Whether `promise` has settled, once the microtasks ahead of this check have run. */
async function isDone(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => vi.useRealTimers());

describe('whenSettled', () => {
  it('resolves on the second frame in a row with nothing deferred and nothing run between', async () => {
    const f = frames();
    const settled = whenSettled(60_000, f.frame);
    f.next();
    expect(await isDone(settled)).toBe(false);
    f.next();
    expect(await isDone(settled)).toBe(true);
  });

  it('waits while deferred work waits, and settles two frames after the last of it ran', async () => {
    const f = frames();
    deferTask(() => {});
    const settled = whenSettled(60_000, f.frame);
    f.next();
    f.next();
    expect(await isDone(settled)).toBe(false);
    await turn();
    f.next();
    expect(await isDone(settled)).toBe(false);
    f.next();
    expect(await isDone(settled)).toBe(true);
  });

  it('does not take a moment between two tasks for quiet: work that ran since the last frame restarts the count', async () => {
    const f = frames();
    const settled = whenSettled(60_000, f.frame);
    f.next();
    // A frame callback defers work (as a table's first rows are), and it runs before the next frame.
    await new Promise<void>((resolve) => deferTask(resolve));
    f.next();
    expect(await isDone(settled)).toBe(false);
    f.next();
    expect(await isDone(settled)).toBe(true);
  });

  it('resolves after `within` ms where frames never come (a hidden tab), and asks for no frame after', async () => {
    vi.useFakeTimers();
    const f = frames();
    const settled = whenSettled(10_000, f.frame);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await isDone(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone(settled)).toBe(true);
    f.next();
    expect(f.asked).toBe(0);
  });
});
