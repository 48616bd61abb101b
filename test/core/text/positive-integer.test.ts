import { describe, expect, it } from 'vitest';
import { positiveInteger } from '../../../src/core/text/positive-integer.ts';

describe('positiveInteger', () => {
  it.each([
    ['25', 25],
    [' 3 ', 3],
    ['', undefined],
    ['0', undefined],
    ['1.5', undefined],
    ['-2', undefined],
    ['1e3', undefined]
  ])('%j → %j', (text, expected) => {
    expect(positiveInteger(text)).toBe(expected);
  });
});
