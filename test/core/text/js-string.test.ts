import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsString } from '../../../src/core/text/js-string.ts';
import { codeText } from '../../helpers/code-text.ts';

/** What a JavaScript engine reads the literal as, in a context of its own. */
function evaluate(literal: string): unknown {
  return runInNewContext(`'use strict'; ${literal}`, {});
}

describe('jsString', () => {
  it.each<[string, string, "'" | '`', string]>([
    ['plain text', 'GAME#', "'", "'GAME#'"],
    ['a quote', "it's", "'", "'it\\'s'"],
    ['a backslash', 'a\\b', "'", "'a\\\\b'"],
    ['a line feed', 'a\nb', "'", "'a\\nb'"],
    ['a backtick in quotes, kept', 'a`b', "'", "'a`b'"],
    ['a ${ in quotes, kept', '${x}', "'", "'${x}'"],
    ['a backtick in backticks', 'a`b', '`', '`a\\`b`'],
    ['a ${ in backticks', '${process.exit()}', '`', '`\\${process.exit()}`'],
    ['a $ alone in backticks, kept', 'US$ 5', '`', '`US$ 5`']
  ])('%s', (_, text, quote, literal) => {
    expect(jsString(text, quote)).toBe(literal);
  });

  it.each([
    ['a quote that would close the string', "'); process.exit(1); ('"],
    ['a backslash before the quote', "\\'"],
    ['a substitution', '${globalThis.pwned = 1}'],
    ['a backtick and a substitution', '`+${1}+`'],
    ['a line break and a comment', '\n// */ \r\n'],
    ['a line separator', 'a\u2028b\u2029c'],
    ['a right-to-left override', 'admin\u202e\u2066'],
    ['a lone surrogate', '\ud800x\udfff'],
    ['a NUL before a digit (no octal escape)', '\u00001']
  ])('keeps hostile text as data in both quotes: %s', (_, text) => {
    expect(evaluate(jsString(text))).toBe(text);
    expect(evaluate(jsString(text, '`'))).toBe(text);
  });

  it('reads back as the text it was made from, for any text', () => {
    fc.assert(
      fc.property(codeText, fc.constantFrom("'", '`'), (text, quote) => {
        expect(evaluate(jsString(text, quote as "'" | '`'))).toBe(text);
      })
    );
  });

  it('stays on one line', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        expect(jsString(text)).not.toMatch(/[\n\r\u2028\u2029]/);
      })
    );
  });
});
