import { describe, expect, it } from 'vitest';
import { describeJson } from '../../../src/core/json/describe-json.ts';

describe('describeJson', () => {
  it.each([
    [null, 'null'],
    [undefined, 'nothing'],
    [[1], 'an array'],
    [{ a: 1 }, 'an object'],
    ['x', 'the string "x"'],
    ['y'.repeat(100), `the string "${'y'.repeat(40)}…"`],
    [42, 'number 42'],
    [true, 'boolean true']
  ])('names %j as %j', (value, text) => {
    expect(describeJson(value)).toBe(text);
  });
});
