import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canonicalKeyValue,
  compareKeyValues,
  keyValueId,
  sortToken,
  tokenComparator
} from '../../../src/core/keys/compare-key-values.ts';
import type { KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';

const sign = (n: number): number => Math.sign(n) || 0;

describe('compareKeyValues', () => {
  it.each<{ a: KeyValue; b: KeyValue; expected: number }>([
    { a: { S: 'a' }, b: { S: 'A' }, expected: 1 },
    { a: { S: '\u{10000}' }, b: { S: '\uFFFF' }, expected: 1 },
    { a: { S: 'ITEM#' }, b: { S: 'ITEM#0' }, expected: -1 },
    { a: { N: '9' }, b: { N: '10' }, expected: -1 },
    { a: { N: '-10' }, b: { N: '-9' }, expected: -1 },
    { a: { N: '100' }, b: { N: '1E+2' }, expected: 0 },
    { a: { N: '0' }, b: { N: '-0.0' }, expected: 0 },
    { a: { B: 'fw==' }, b: { B: 'gA==' }, expected: -1 },
    { a: { B: '/w==' }, b: { B: 'AAA=' }, expected: 1 },
    { a: { B: 'AA==' }, b: { B: 'AAA=' }, expected: -1 },
    { a: { B: 'QQ==' }, b: { B: 'QQ' }, expected: 0 }
  ])('compares $a with $b as $expected', ({ a, b, expected }) => {
    expect(sign(compareKeyValues(a, b))).toBe(expected);
    expect(sign(compareKeyValues(b, a))).toBe(sign(-expected));
  });

  it('orders numbers by value, not as text ("9" < "10", "-10" < "-9")', () => {
    const sorted = ['10', '-9', '9', '1E1', '-10', '0.5']
      .map((N) => ({ N }))
      .sort(compareKeyValues);
    expect(sorted.map((v) => v.N)).toEqual(['-10', '-9', '0.5', '9', '10', '1E1']);
  });

  it.each<[KeyValue, KeyValue]>([
    [{ S: '1' }, { N: '1' }],
    [{ N: '1' }, { B: 'AQ==' }],
    [{ B: 'AQ==' }, { S: 'AQ==' }]
  ])('throws when asked to compare %j with %j, values of different types', (a, b) => {
    expect(() => compareKeyValues(a, b)).toThrow('cannot compare key values of different types');
  });

  it('throws with the input named for an invalid number or invalid base64', () => {
    expect(() => compareKeyValues({ N: 'abc' }, { N: '1' })).toThrow('"abc" is not a number');
    expect(() => compareKeyValues({ B: 'A' }, { B: 'AA==' })).toThrow('"A" is not valid base64');
  });
});

describe('sortToken and tokenComparator', () => {
  const values: Record<KeyType, KeyValue[]> = {
    S: ['b', 'a', 'B', '¿', 'z', '\uE000', '\u{10000}', '', 'a\u0000'].map((S) => ({ S })),
    N: ['1', '-1', '1E+2', '99', '100.0', '0', '-0.001', '1E-130'].map((N) => ({ N })),
    B: ['AA==', '/w==', 'gA==', 'fw==', 'AAA=', 'gAA='].map((B) => ({ B }))
  };

  it.each<KeyType>(['S', 'N', 'B'])(
    'orders precomputed %s tokens exactly as compareKeyValues orders the values',
    (type) => {
      const cmp = tokenComparator(type);
      for (const a of values[type])
        for (const b of values[type])
          expect(
            sign(cmp(sortToken(a), sortToken(b))),
            `${JSON.stringify(a)} vs ${JSON.stringify(b)}`
          ).toBe(sign(compareKeyValues(a, b)));
    }
  );

  it('gives a string its own text as token, a number a decimal, and a binary its bytes', () => {
    expect(sortToken({ S: 'x' })).toBe('x');
    expect(sortToken({ N: '-1.50' })).toEqual({ sign: -1, digits: '15', exponent: 1 });
    expect(sortToken({ B: 'AQI=' })).toEqual(Uint8Array.from([1, 2]));
  });
});

describe('keyValueId and canonicalKeyValue', () => {
  it.each<[KeyValue, KeyValue]>([
    [{ N: '100' }, { N: '1E+2' }],
    [{ N: '100' }, { N: '100.0' }],
    [{ N: '100' }, { N: '1e2' }],
    [{ N: '0' }, { N: '-0' }],
    [{ N: '0' }, { N: '0.000' }],
    [{ N: '-1.5' }, { N: '-15E-1' }],
    [
      { N: '12345678901234567890123456789012345678' },
      { N: '1.2345678901234567890123456789012345678E37' }
    ],
    [{ B: 'QQ==' }, { B: 'QQ' }],
    [{ B: 'QUI=' }, { B: 'QUI' }]
  ])('gives %j and %j one id and one canonical value', (a, b) => {
    expect(keyValueId(a)).toBe(keyValueId(b));
    expect(canonicalKeyValue(a)).toEqual(canonicalKeyValue(b));
  });

  it.each<[KeyValue, KeyValue]>([
    [{ S: '\u00e9' }, { S: 'e\u0301' }],
    [{ S: 'a' }, { S: 'A' }],
    [{ S: 'x' }, { S: 'x ' }],
    [{ N: '1' }, { N: '1.0000000000000000000000000000000000001' }],
    [{ N: '1' }, { N: '-1' }],
    [
      { N: '12345678901234567890123456789012345678' },
      { N: '12345678901234567890123456789012345679' }
    ],
    [{ B: 'AA==' }, { B: 'AAA=' }]
  ])('gives %j and %j different ids', (a, b) => {
    expect(keyValueId(a)).not.toBe(keyValueId(b));
  });

  it('keeps strings exactly as they are', () => {
    expect(keyValueId({ S: 'e\u0301' })).toBe('e\u0301');
    const v = { S: ' padded ' };
    expect(canonicalKeyValue(v)).toBe(v);
  });

  it('writes numbers canonically and binaries as padded base64', () => {
    expect(canonicalKeyValue({ N: '00100.00' })).toEqual({ N: '100' });
    expect(canonicalKeyValue({ N: '-2.50E-1' })).toEqual({ N: '-0.25' });
    expect(canonicalKeyValue({ B: 'QUI' })).toEqual({ B: 'QUI=' });
    expect(keyValueId({ N: '+7.0' })).toBe('7');
  });

  it('gives two numbers one id exactly when compareKeyValues holds them equal', () => {
    const num = fc
      .record({
        digits: fc.string({ unit: fc.constantFrom('0', '1', '5'), minLength: 1, maxLength: 6 }),
        exp: fc.integer({ min: -4, max: 4 }),
        negative: fc.boolean()
      })
      .map(({ digits, exp, negative }): KeyValue => ({
        N: `${negative ? '-' : ''}${digits}E${exp}`
      }));
    fc.assert(
      fc.property(num, num, (a, b) => {
        expect(keyValueId(a) === keyValueId(b)).toBe(compareKeyValues(a, b) === 0);
      }),
      { numRuns: 2000 }
    );
  });

  it('gives two binaries one id exactly when their bytes are equal', () => {
    const bin = fc
      .uint8Array({ maxLength: 3 })
      .map((b): KeyValue => ({ B: Buffer.from(b).toString('base64') }));
    fc.assert(
      fc.property(bin, bin, (a, b) => {
        expect(keyValueId(a) === keyValueId(b)).toBe(compareKeyValues(a, b) === 0);
      })
    );
  });
});
