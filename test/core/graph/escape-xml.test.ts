import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../../src/core/graph/escape-xml.ts';

describe('escapeXml', () => {
  it.each([
    ['plain text', 'User', 'User'],
    ['markup', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['ampersands, even entity-like', '&amp; & &#x3c;', '&amp;amp; &amp; &amp;#x3c;'],
    ['both quotes', `"it's"`, '&quot;it&apos;s&quot;'],
    ['CDATA end', ']]>', ']]&gt;'],
    ['NUL and other C0 controls', 'a\u0000b\u0008c\u001f', 'a\uFFFDb\uFFFDc\uFFFD'],
    ['tab, newline and return stay', 'a\tb\nc\r', 'a\tb\nc\r'],
    ['lone surrogates', '\uD800x\uDC00', '\uFFFDx\uFFFD'],
    ['a surrogate pair stays', '😀', '😀'],
    ['non-characters U+FFFE, U+FFFF', '\uFFFE\uFFFF', '\uFFFD\uFFFD']
  ])('%s', (_, input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});
