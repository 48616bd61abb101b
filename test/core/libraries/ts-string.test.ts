import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tsString } from '../../../src/core/libraries/ts-string.ts';
import { HOSTILE_TEXT } from '../../helpers/library-check.ts';

describe('tsString', () => {
  it.each([
    ['a template, as text', 'USER#${id}', '"USER#${id}"'],
    ['a quote', 'a"b', '"a\\"b"'],
    ['a line separator', 'a\u2028b', '"a\\u2028b"'],
    ['an override', '\u202e', '"\\u202e"']
  ])('%s', (_, text, literal) => {
    expect(tsString(text)).toBe(literal);
  });

  it('is a literal of the very text, on one line', () => {
    fc.assert(
      fc.property(HOSTILE_TEXT, (text) => {
        const literal = tsString(text);
        // JSON's string syntax is a subset of TypeScript's, and reads the escapes the same.
        expect(JSON.parse(literal)).toBe(text);
        expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
      })
    );
  });
});
