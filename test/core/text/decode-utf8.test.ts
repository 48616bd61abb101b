import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from '../../../src/core/text/decode-utf8.ts';

const b = (...xs: number[]): Uint8Array => new Uint8Array(xs);
const utf8 = (s: string): number[] => [...new TextEncoder().encode(s)];

describe('decodeUtf8', () => {
  it.each([
    ['ASCII', b(...utf8('{"a": 1}')), '{"a": 1}'],
    ['multibyte and astral', b(...utf8('é日😀')), 'é日😀'],
    ['a leading byte-order mark is dropped', b(0xef, 0xbb, 0xbf, ...utf8('{}')), '{}'],
    ['only the first mark is dropped', b(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf), '\ufeff'],
    ['an encoded U+FFFD is kept as it is', b(...utf8('x\ufffdx')), 'x\ufffdx'],
    ['empty', b(), '']
  ])('decodes %s', (_, bytes, text) => {
    expect(decodeUtf8(bytes)).toEqual({ ok: true, text });
  });

  it.each([
    ['A\\xff\\xfeA, from the issue', b(0x41, 0xff, 0xfe, 0x41), 1, 1, 2, /0xFF can never appear/],
    ['a stray continuation byte', b(0x61, 0x80), 1, 1, 2, /0x80 continues a character/],
    [
      'a lead byte without its continuation',
      b(0xc3, 0x41),
      0,
      1,
      1,
      /0xC3 starts a character that byte 0x41/
    ],
    ['the file ending inside a character', b(0x61, 0xe2, 0x82), 1, 1, 2, /ends inside a character/],
    ['an overlong slash (C0 AF)', b(0xc0, 0xaf), 0, 1, 1, /0xC0 can never appear/],
    [
      'an overlong three-byte form',
      b(0xe0, 0x80, 0x80),
      0,
      1,
      1,
      /0xE0 starts a character that byte 0x80/
    ],
    ['an encoded surrogate (ED A0 80)', b(0xed, 0xa0, 0x80), 0, 1, 1, /0xED starts/],
    ['past U+10FFFF (F4 90 80 80)', b(0xf4, 0x90, 0x80, 0x80), 0, 1, 1, /0xF4 starts/],
    ['on a later line, columns in characters', b(...utf8('{\n  "é": "'), 0xff), 11, 2, 9, /0xFF/]
  ])('refuses %s with its offset, line and column', (_, bytes, offset, line, column, why) => {
    const r = decodeUtf8(bytes);
    if (r.ok) throw new Error('decoded');
    expect(r.error).toMatchObject({ offset, line, column });
    expect(r.error.message).toMatch(why);
    expect(r.error.message).toContain(
      `not valid UTF-8 at byte offset ${offset} (line ${line}, column ${column})`
    );
  });

  it('names a UTF-16 file as such', () => {
    const r = decodeUtf8(b(0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/UTF-16 byte-order mark: save it as UTF-8/);
  });

  it('agrees with a fatal TextDecoder on random bytes, and the bytes before the offset decode', () => {
    const fatal = (x: Uint8Array): string | null => {
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(x);
      } catch {
        return null;
      }
    };
    const chunk = fc.oneof(
      fc.uint8Array({ maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 6 }).map((s) => new TextEncoder().encode(s))
    );
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 8 }), (parts) => {
        const bytes = new Uint8Array(parts.flatMap((p) => [...p]));
        const r = decodeUtf8(bytes);
        const oracle = fatal(bytes);
        expect(r.ok).toBe(oracle !== null);
        if (r.ok) expect(r.text).toBe(oracle);
        else {
          expect(fatal(bytes.subarray(0, r.error.offset))).not.toBeNull();
          expect(fatal(bytes.subarray(0, r.error.offset + 4))).toBeNull();
        }
      }),
      { seed: 21, numRuns: 3000 }
    );
  });
});
