import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeText, type TimeStyle } from '../../../src/ui/kit/time-text.ts';

const AT = new Date(Date.UTC(2026, 11, 3, 14, 5));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('timeText', () => {
  it.each<[TimeStyle, Intl.DateTimeFormatOptions]>([
    ['date-time', { dateStyle: 'medium', timeStyle: 'short' }],
    ['clock', { hour: '2-digit', minute: '2-digit' }],
    ['time', { timeStyle: 'short' }]
  ])('writes %s as the locale does', (style, options) => {
    expect(timeText(AT, style)).toBe(new Intl.DateTimeFormat(undefined, options).format(AT));
  });

  it('makes each style’s formatter once, on first use, and keeps it', () => {
    timeText(AT, 'date-time');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    timeText(AT.getTime(), 'date-time');
    timeText(AT, 'date-time');
    expect(made).not.toHaveBeenCalled();
  });
});
