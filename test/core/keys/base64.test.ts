import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareBytes, decodeBase64, encodeBase64 } from '../../../src/core/keys/base64.ts';

const sign = (n: number): number => Math.sign(n) || 0;
const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);
const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

describe('encodeBase64', () => {
  it.each([
    { raw: bytes(), text: '' },
    { raw: bytes(0x66), text: 'Zg==' },
    { raw: bytes(0x66, 0x6f), text: 'Zm8=' },
    { raw: bytes(0x66, 0x6f, 0x6f), text: 'Zm9v' },
    { raw: bytes(0xff, 0xfe, 0xfd, 0xfc), text: '//79/A==' },
    { raw: bytes(0x00, 0x00, 0x00), text: 'AAAA' }
  ])('encodes $raw as $text with padding', ({ raw, text }) => {
    expect(encodeBase64(raw)).toBe(text);
  });

  it("matches Buffer's base64 for random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (raw) => {
        expect(encodeBase64(raw)).toBe(Buffer.from(raw).toString('base64'));
      }),
      { numRuns: 1000 }
    );
  });
});

describe('decodeBase64', () => {
  it.each([
    { text: '', raw: [] },
    { text: 'Zg==', raw: [0x66] },
    { text: 'Zg', raw: [0x66] },
    { text: 'Zm8=', raw: [0x66, 0x6f] },
    { text: 'Zm9v', raw: [0x66, 0x6f, 0x6f] },
    { text: '//79/A==', raw: [0xff, 0xfe, 0xfd, 0xfc] }
  ])('decodes $text to $raw', ({ text, raw }) => {
    expect(Array.from(decodeBase64(text) ?? [-1])).toEqual(raw);
  });

  it('round-trips random bytes through encodeBase64 and through Buffer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (raw) => {
        expect(decodeBase64(encodeBase64(raw))).toEqual(raw);
        expect(decodeBase64(Buffer.from(raw).toString('base64'))).toEqual(raw);
        // Unpadded spellings are read the same way.
        expect(decodeBase64(Buffer.from(raw).toString('base64').replace(/=+$/, ''))).toEqual(raw);
      }),
      { numRuns: 1000 }
    );
  });

  it('decodes every strictly valid base64 string to the same bytes as Buffer', () => {
    const b64char = fc.constantFrom(
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
    );
    const text = fc
      .tuple(fc.string({ unit: b64char, maxLength: 40 }), fc.constantFrom('', '==', '='))
      .map(([s, pad]) => {
        const body = s.slice(0, s.length - (s.length % 4));
        return pad === '' ? body : pad === '==' ? body + 'QQ==' : body + 'QUI=';
      });
    fc.assert(
      fc.property(text, (t) => {
        expect(STRICT_BASE64.test(t)).toBe(true);
        expect(decodeBase64(t)).toEqual(new Uint8Array(Buffer.from(t, 'base64')));
      })
    );
  });

  it.each([
    { text: 'Z', why: 'a single character cannot hold a byte' },
    { text: 'Zm9vY', why: 'a length of 4n+1 leaves a dangling character' },
    { text: 'Z===', why: 'more than two "=" are never padding' },
    { text: 'Zg===', why: 'three "=" after two characters' },
    { text: '====', why: 'padding alone' },
    { text: 'Zg==Zg==', why: '"=" in the middle' },
    { text: 'Zm 9v', why: 'a space' },
    { text: 'Zm9v\n', why: 'a newline' },
    { text: '-_-_', why: 'the URL-safe alphabet' },
    { text: 'Zm9v!', why: 'punctuation' },
    { text: 'Zm9é', why: 'a non-ASCII letter' },
    { text: 'Zm9\u0100', why: 'a character whose low byte is in the alphabet' }
  ])('returns null for $text ($why)', ({ text }) => {
    expect(decodeBase64(text)).toBeNull();
  });

  it('returns null for any text holding a character outside the base64 alphabet and "="', () => {
    const outside = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 1 })
      .filter((c) => !/[A-Za-z0-9+/=]/.test(c));
    fc.assert(
      fc.property(fc.base64String(), outside, fc.nat(), (valid, bad, at) => {
        const i = at % (valid.length + 1);
        expect(decodeBase64(valid.slice(0, i) + bad + valid.slice(i))).toBeNull();
      })
    );
  });
});

describe('compareBytes', () => {
  it.each([
    { a: bytes(), b: bytes(), expected: 0 },
    { a: bytes(), b: bytes(0), expected: -1 },
    { a: bytes(0x7f), b: bytes(0x80), expected: -1 },
    { a: bytes(0xff), b: bytes(0x00), expected: 1 },
    { a: bytes(0x01, 0xff), b: bytes(0x02), expected: -1 },
    { a: bytes(0x01, 0x02), b: bytes(0x01), expected: 1 },
    { a: bytes(0x80, 0x00), b: bytes(0x7f, 0xff, 0xff), expected: 1 }
  ])('compares $a with $b as unsigned bytes: $expected', ({ a, b, expected }) => {
    expect(sign(compareBytes(a, b))).toBe(expected);
    expect(sign(compareBytes(b, a))).toBe(sign(-expected));
  });

  it('agrees in sign with Buffer.compare (unsigned) for random byte arrays', () => {
    const arr = fc.uint8Array({ maxLength: 8 });
    fc.assert(
      fc.property(arr, arr, (a, b) => {
        expect(sign(compareBytes(a, b))).toBe(Buffer.compare(a, b));
      }),
      { numRuns: 2000 }
    );
  });

  it('agrees with Buffer.compare for arrays sharing a prefix and differing near 0x7F/0x80', () => {
    const edge = fc
      .uint8Array({ maxLength: 3 })
      .map((a) => a.map((x) => [0, 0x7f, 0x80, 0xff][x % 4]!));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 10 }), edge, edge, (p, x, y) => {
        const a = Uint8Array.from([...p, ...x]);
        const b = Uint8Array.from([...p, ...y]);
        expect(sign(compareBytes(a, b))).toBe(Buffer.compare(a, b));
      })
    );
  });
});
