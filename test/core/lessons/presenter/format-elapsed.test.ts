import { describe, expect, it } from 'vitest';
import { formatElapsed } from '../../../../src/core/lessons/presenter/format-elapsed.ts';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1_000, '0:01'],
    [725_000, '12:05'],
    [3_599_999, '59:59'],
    [3_600_000, '1:00:00'],
    [3_723_000, '1:02:03'],
    [-5, '0:00'],
    [Number.NaN, '0:00']
  ])('%d ms → %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});
