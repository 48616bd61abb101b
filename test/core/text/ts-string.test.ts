import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tsString } from '../../../src/core/text/ts-string.ts';
import { HOSTILE_TEXT } from '../../helpers/library-check.ts';

/**
 * JavaScript's line terminators (https://tc39.es/ecma262/#sec-line-terminators) and the marks
 * that hide or reorder text: a literal shows neither raw.
 */
const UNSEEN = /[\n\r\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** Any character, the ones a literal must escape often. */
const CHARACTER = fc.oneof(
  fc.constantFrom(
    '"',
    '\\',
    '\n',
    '\u2028',
    '\u2029',
    '\u202e',
    '\u2066',
    '\ufeff',
    '\u0085',
    '\ud800',
    '\udc00'
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
);

describe('tsString', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say \\"hi\\""'],
    ["it's", '"it\'s"'],
    ['back\\slash', '"back\\\\slash"'],
    ['two\nlines\r\tend', '"two\\nlines\\r\\tend"'],
    ['line\u2028para\u2029', '"line\\u2028para\\u2029"'],
    ['nul\u0000', '"nul\\u0000"'],
    ['${x} `t` */', '"${x} `t` */"'],
    ['lone \ud800 surrogate', '"lone \\ud800 surrogate"'],
    ['del\u007f c1\u0085', '"del\\u007f c1\\u0085"'],
    ['admin\u202e \u2066evil\u2069', '"admin\\u202e \\u2066evil\\u2069"'],
    ['zero\u200bwidth\ufeff', '"zero\\u200bwidth\\ufeff"'],
    ['é😀', '"é😀"'],
    ['USER#${id}', '"USER#${id}"']
  ])('quotes %j as %s', (text, literal) => {
    expect(tsString(text)).toBe(literal);
  });

  it('reads back as the same string, on one line with nothing unseen, even inside a comment', () => {
    fc.assert(
      fc.property(fc.string({ unit: CHARACTER }), (text) => {
        const literal = tsString(text);
        expect(literal).not.toMatch(UNSEEN);
        expect(new Function(`return ${literal};`)()).toBe(text);
        // A comment holding it ends at the line end written after it, not before.
        expect(new Function(`// ${literal}\nreturn 1;`)()).toBe(1);
      })
    );
  });

  it('is a literal of the very text for every hostile name a design can hold', () => {
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
