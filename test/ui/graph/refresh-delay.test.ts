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

describe('refreshDelay for a slow graph', () => {
  it.each([
    ['a cheap graph waits the debounce', 10, DEBOUNCE_MS],
    ['a 400 ms graph waits twice its cost', 400, 800],
    ['a 1 s graph waits two seconds', 1000, 2000]
  ])('%s', (_, cost, want) => {
    expect(refreshDelay(0, 0, cost)).toBe(want);
  });

  it('still follows steady typing, within six times its cost', () => {
    expect(refreshDelay(0, 2000, 400)).toBe(400);
    expect(refreshDelay(0, 2400, 400)).toBe(0);
    for (let now = 0; now < 6000; now += 123)
      expect(now + refreshDelay(0, now, 500)).toBeLessThanOrEqual(Math.max(now, 3000));
  });
});
