import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeUnsafeChars } from '../../../src/core/text/escape-unsafe-chars.ts';
import { codeText } from '../../helpers/code-text.ts';

/** Every character that ends a line in JavaScript or Python, hides text or reorders it. */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- the point of the test
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('escapeUnsafeChars', () => {
  it.each([
    ['plain text', 'Find all games', 'Find all games'],
    ['a line feed', 'a\nb', 'a\\nb'],
    ['a carriage return', 'a\rb', 'a\\rb'],
    ['a tab', 'a\tb', 'a\\tb'],
    ['ESC', 'a\u001b[2Kb', 'a\\u001b[2Kb'],
    ['DEL and a C1 control', '\u007f\u009b', '\\u007f\\u009b'],
    ['the line separators JavaScript ends a line at', '\u2028\u2029', '\\u2028\\u2029'],
    ['a right-to-left override (Trojan Source)', 'a\u202eb', 'a\\u202eb'],
    ['a bidirectional isolate', '\u2066x\u2069', '\\u2066x\\u2069'],
    ['a zero-width space and a byte-order mark', '\u200b\ufeff', '\\u200b\\ufeff'],
    ['a lone high surrogate', 'a\ud83db', 'a\\ud83db'],
    ['a lone low surrogate', '\ude00', '\\ude00'],
    ['an emoji (a whole surrogate pair)', 'a😀b', 'a😀b'],
    ['other scripts', 'Größe 名前 ключ', 'Größe 名前 ключ'],
    ['quotes and backslashes, which are not its business', `'"\\\``, `'"\\\``]
  ])('%s', (_, text, escaped) => {
    expect(escapeUnsafeChars(text)).toBe(escaped);
  });

  it('leaves no unsafe character in any text', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        expect(UNSAFE.test(escapeUnsafeChars(text))).toBe(false);
      })
    );
  });

  it('changes nothing in text without one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!UNSAFE.test(text));
        expect(escapeUnsafeChars(text)).toBe(text);
      })
    );
  });
});
