import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAT_SLICE_MS, heatInSlices } from '../../../src/ui/heat-report/heat-in-slices.ts';

/**
 * Steps of `stepMs` each on a clock that only they move, `total` of them to the report: what
 * each slice did is recorded, so the slicing is checked without the machine's speed in it.
 */
function fakeHeat(total: number, stepMs: number) {
  let clock = 0;
  let made = 0;
  const slices: number[] = [];
  const prepare = (more: () => boolean) => {
    let steps = 0;
    do {
      made++;
      steps++;
      clock += stepMs;
      if (made === total) {
        slices.push(steps);
        return true;
      }
    } while (more());
    slices.push(steps);
    return false;
  };
  return { prepare, now: () => clock, slices, made: () => made };
}

describe('heatInSlices', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it.each([
    // [steps to the report, ms a step, the steps each slice takes]
    [1, 3, [1]],
    [10, 3, [4, 4, 2]],
    [5, 20, [1, 1, 1, 1, 1]],
    [7, HEAT_SLICE_MS, [1, 1, 1, 1, 1, 1, 1]]
  ])('%i steps of %i ms go in slices of %j, one a task', (total, stepMs, expected) => {
    const heat = fakeHeat(total, stepMs);
    const done = vi.fn();
    heatInSlices(heat.prepare, done, heat.now);
    // The first slice runs at once; each next one waits for a timer turn.
    expect(heat.slices).toEqual(expected.slice(0, 1));
    for (let i = 1; i < expected.length; i++) {
      expect(done).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(heat.slices).toEqual(expected.slice(0, i + 1));
    }
    expect(done).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('once stopped, runs no more slices and never calls done', () => {
    const heat = fakeHeat(10, 3);
    const done = vi.fn();
    const stop = heatInSlices(heat.prepare, done, heat.now);
    expect(heat.made()).toBe(4);
    stop();
    vi.runAllTimers();
    expect(heat.made()).toBe(4);
    expect(done).not.toHaveBeenCalled();
  });
});
