import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareUtf8, hasLoneSurrogate, utf8Length } from '../../../src/core/keys/compare-utf8.ts';

/** -1, 0 or 1, with -0 folded into 0 so `toBe` compares cleanly. */
const sign = (n: number): number => Math.sign(n) || 0;
const byteOrder = (a: string, b: string): number =>
  Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Code points that sit on the boundaries where UTF-16 and UTF-8 order disagree. */
const EDGE_CODE_POINTS = [
  0x00, 0x41, 0x61, 0x7a, 0x7f, 0x80, 0xbf, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xe001, 0xfb01, 0xfffd,
  0xffff, 0x10000, 0x10348, 0x1f642, 0x10ffff
];
/** Mostly boundary code points, sometimes any code point, so the property hits the surrogate fix-up. */
const edgeHeavyUnit = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(...EDGE_CODE_POINTS).map((c) => String.fromCodePoint(c))
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }
);
/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

describe('compareUtf8', () => {
  it.each([
    { a: 'a', b: 'A', expected: 1, why: '"a" (0x61) sorts after "A" (0x41)' },
    { a: '¿', b: 'z', expected: 1, why: '"¿" (0xC2 0xBF) sorts after "z" (0x7A)' },
    { a: '\u{10000}', b: '\uE000', expected: 1, why: 'U+10000 sorts after U+E000' },
    { a: '\u{10000}', b: '\uFFFF', expected: 1, why: 'U+10000 sorts after U+FFFF' },
    { a: '\u{1F642}', b: '\uFB01', expected: 1, why: 'an emoji sorts after the "ﬁ" ligature' },
    { a: '\u{10348}', b: '\uD7FF', expected: 1, why: 'U+10348 sorts after U+D7FF' },
    {
      a: '\u{10000}',
      b: '\u{10001}',
      expected: -1,
      why: 'two supplementary code points keep their order'
    },
    { a: '\u{1F600}', b: '\u{10000}', expected: 1, why: 'U+1F600 sorts after U+10000' },
    { a: 'ITEM#', b: 'ITEM#1', expected: -1, why: 'a prefix sorts before the longer string' },
    { a: 'abc', b: 'ab', expected: 1, why: 'the longer string sorts after its prefix' },
    { a: '', b: '\u0000', expected: -1, why: 'the empty string sorts before U+0000' },
    { a: '', b: '', expected: 0, why: 'the empty string equals itself' },
    { a: 'same', b: 'same', expected: 0, why: 'equal strings compare equal' },
    {
      a: 'e\u0301',
      b: '\u00e9',
      expected: -1,
      why: 'no Unicode normalization: "e"+U+0301 is not "é"'
    },
    {
      a: 'x\u{10000}',
      b: 'x\uE000y',
      expected: 1,
      why: 'the surrogate fix-up applies after a common prefix'
    }
  ])('orders $why', ({ a, b, expected }) => {
    expect(sign(compareUtf8(a, b))).toBe(expected);
    expect(sign(compareUtf8(b, a))).toBe(sign(-expected));
    expect(sign(byteOrder(a, b))).toBe(expected); // the table itself agrees with UTF-8 bytes
  });

  it('agrees in sign with Buffer.compare of the UTF-8 encodings for any Unicode strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(sign(compareUtf8(a, b))).toBe(sign(byteOrder(a, b)));
      }),
      { numRuns: 2000 }
    );
  });

  it('agrees with Buffer.compare for strings built from boundary code points', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: edgeHeavyUnit, maxLength: 6 }),
        fc.string({ unit: edgeHeavyUnit, maxLength: 6 }),
        (a, b) => {
          expect(sign(compareUtf8(a, b))).toBe(sign(byteOrder(a, b)));
        }
      ),
      { numRuns: 3000 }
    );
  });

  it('agrees with Buffer.compare when the strings share a long common prefix', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: edgeHeavyUnit, maxLength: 3 }),
        fc.string({ unit: edgeHeavyUnit, maxLength: 3 }),
        (prefix, x, y) => {
          expect(sign(compareUtf8(prefix + x, prefix + y))).toBe(
            sign(byteOrder(prefix + x, prefix + y))
          );
        }
      )
    );
  });

  it('is a total order: antisymmetric, and zero only for identical strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: edgeHeavyUnit }),
        fc.string({ unit: edgeHeavyUnit }),
        (a, b) => {
          expect(sign(compareUtf8(a, b))).toBe(sign(-compareUtf8(b, a)));
          expect(compareUtf8(a, b) === 0).toBe(a === b);
        }
      )
    );
  });
});

describe('utf8Length', () => {
  it.each([
    { s: '', bytes: 0 },
    { s: 'a', bytes: 1 },
    { s: '\u007f', bytes: 1 },
    { s: '\u0080', bytes: 2 },
    { s: 'é', bytes: 2 },
    { s: '\u07ff', bytes: 2 },
    { s: '\u0800', bytes: 3 },
    { s: '€', bytes: 3 },
    { s: '\uffff', bytes: 3 },
    { s: '\u{10000}', bytes: 4 },
    { s: '🙂', bytes: 4 },
    { s: 'a€🙂', bytes: 8 },
    { s: '\ud800', bytes: 3 },
    { s: '\udc00', bytes: 3 },
    { s: '\ud800a', bytes: 4 },
    { s: '\udc00\ud800', bytes: 6 }
  ])('counts $bytes UTF-8 bytes for $s', ({ s, bytes }) => {
    expect(utf8Length(s)).toBe(bytes);
    expect(Buffer.byteLength(s, 'utf8')).toBe(bytes);
  });

  it('equals Buffer.byteLength for any Unicode string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(utf8Length(s)).toBe(Buffer.byteLength(s, 'utf8'));
      }),
      { numRuns: 2000 }
    );
  });

  it('equals Buffer.byteLength (which writes U+FFFD for lone surrogates) for any code units', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (s) => {
        expect(utf8Length(s)).toBe(Buffer.byteLength(s, 'utf8'));
      }),
      { numRuns: 2000 }
    );
  });
});

describe('hasLoneSurrogate', () => {
  it.each([
    { s: '', lone: false },
    { s: 'plain', lone: false },
    { s: '🙂', lone: false },
    { s: 'a🙂b\u{10ffff}', lone: false },
    { s: '\ud83d', lone: true },
    { s: '\ude42', lone: true },
    { s: 'a\ud83d', lone: true },
    { s: '\ud83da', lone: true },
    { s: '\ude42\ud83d', lone: true },
    { s: '🙂\ude42', lone: true },
    { s: '\ud83d\ud83d\ude42', lone: true }
  ])('is $lone for $s', ({ s, lone }) => {
    expect(hasLoneSurrogate(s)).toBe(lone);
  });

  it('is false for any string of whole code points', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => !hasLoneSurrogate(s)));
  });

  it('is true exactly when the string does not survive a UTF-8 round trip', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (s) => {
        const survives = Buffer.from(s, 'utf8').toString('utf8') === s;
        expect(hasLoneSurrogate(s)).toBe(!survives);
      }),
      { numRuns: 2000 }
    );
  });
});
