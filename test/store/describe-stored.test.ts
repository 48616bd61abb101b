import { describe, expect, it } from 'vitest';
import { describeStored } from '../../src/store/describe-stored.ts';

describe('describeStored', () => {
  it.each([
    [undefined, 'missing'],
    [null, 'null'],
    [42, '42'],
    [Number.NaN, 'NaN'],
    [-0.5, '-0.5'],
    [true, 'true'],
    ['x', 'the text "x"'],
    ['y'.repeat(100), `the text "${'y'.repeat(40)}…"`],
    [12n, 'the big integer 12'],
    [[1], 'a list'],
    [new Date(0), 'a date'],
    [new Blob(['x']), 'a Blob'],
    [new ArrayBuffer(2), 'binary data'],
    [new Uint8Array(2), 'binary data'],
    [new Map(), 'a map'],
    [new Set(), 'a set'],
    [{ a: 1 }, 'an object']
  ])('names %o as %j', (value, text) => {
    expect(describeStored(value)).toBe(text);
  });
});
