import { describe, expect, it } from 'vitest';
import { isPlainObject } from '../../../src/core/json/is-plain-object.ts';

describe('isPlainObject', () => {
  it.each([
    [{}, true],
    [JSON.parse('{"__proto__": 1}'), true],
    [[], false],
    [null, false],
    ['{}', false],
    [1, false]
  ])('%j is a plain object: %s', (value, expected) => {
    expect(isPlainObject(value)).toBe(expected);
  });
});
