import { describe, expect, it } from 'vitest';
import { parseBudget } from '../../../src/core/reading/parse-budget.ts';

describe('parseBudget', () => {
  it.each([
    ['50', { ok: true, value: 50 }],
    [' 2.5 ', { ok: true, value: 2.5 }],
    ['', { ok: true, value: null }],
    ['   ', { ok: true, value: null }]
  ])('reads %j', (text, expected) => {
    expect(parseBudget(text)).toEqual(expected);
  });

  it.each(['0', '-3', 'ten', 'Infinity', 'NaN'])('refuses %j, naming it and the fix', (text) => {
    expect(parseBudget(text)).toEqual({
      ok: false,
      error: `the read budget "${text}" is not a number of read units per second above 0; write one, or leave it empty for none`
    });
  });
});
