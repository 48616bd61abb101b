import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFix } from '../../helpers/fake-fix.ts';
import type { FixOutcome } from '../../../src/core/fixes/fix-outcome.ts';
import { judgeFixes } from '../../../src/ui/heat-report/judge-fixes.ts';

const fix = fakeFix;
const outcome = (fixes: boolean, breaks: string[] = []): FixOutcome => ({
  peak: { where: 'table T', key: 'K', utilization: fixes ? 0.5 : 0.9 },
  patterns: [],
  over: false,
  breaks,
  multiplies: [],
  fixes
});

describe('judgeFixes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fixes = [fix('breaks'), fix('cache', false), fix('works')];
  const outcomes = new Map([
    ['breaks', outcome(false, ['P'])],
    ['works', outcome(true)]
  ]);

  it('tries no fix in the task that starts it', () => {
    const tried: string[] = [];
    judgeFixes(
      fixes,
      (f) => (tried.push(f.id), outcomes.get(f.id)!),
      () => {}
    );
    expect(tried).toEqual([]);
  });

  it('tries one fix per task, advice never, and ranks after each', () => {
    const tried: string[] = [];
    const ranks: string[][] = [];
    judgeFixes(
      fixes,
      (f) => (tried.push(f.id), outcomes.get(f.id)!),
      (r, done) => ranks.push([...r.map((f) => f.title), String(done)])
    );
    vi.advanceTimersToNextTimer();
    expect(tried).toEqual(['breaks']);
    expect(ranks).toEqual([['cache', 'breaks — breaks “P”', 'works', 'false']]);
    vi.advanceTimersToNextTimer();
    expect(tried).toEqual(['breaks', 'works']);
    expect(ranks.at(-1)).toEqual(['works', 'cache', 'breaks — breaks “P”', 'true']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when told, trying nothing more', () => {
    const tried: string[] = [];
    const stop = judgeFixes(
      fixes,
      (f) => (tried.push(f.id), outcomes.get(f.id)!),
      () => {}
    );
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(tried).toEqual(['breaks']);
  });
});
