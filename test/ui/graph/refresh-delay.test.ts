import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS, MAX_WAIT_MS, refreshDelay } from '../../../src/ui/graph/refresh-delay.ts';

describe('refreshDelay', () => {
  it.each([
    ['the first edit waits the debounce', 1000, 1000, DEBOUNCE_MS],
    ['an edit soon after still waits the whole debounce', 1000, 1100, DEBOUNCE_MS],
    ['steady typing is cut short by the longest wait', 1000, 1000 + MAX_WAIT_MS - 40, 40],
    ['past the longest wait: at once', 1000, 1000 + MAX_WAIT_MS + 500, 0]
  ])('%s', (_, since, now, want) => {
    expect(refreshDelay(since, now)).toBe(want);
  });

  it('never makes an edit wait past MAX_WAIT_MS after the first one not yet drawn', () => {
    for (let now = 0; now < 2 * MAX_WAIT_MS; now += 37)
      expect(now + refreshDelay(0, now)).toBeLessThanOrEqual(Math.max(now, MAX_WAIT_MS));
  });
});
