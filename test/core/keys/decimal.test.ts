import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canonicalDecimal,
  compareDecimal,
  compareNumberText,
  parseDecimal,
  type Decimal
} from '../../../src/core/keys/decimal.ts';

const sign = (n: number): number => Math.sign(n) || 0;

function parsed(text: string): Decimal {
  const r = parseDecimal(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${r.error}`);
  return r.value;
}

function refusal(text: string): string {
  const r = parseDecimal(text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to be refused`);
  return r.error;
}

const MAX = '9.9999999999999999999999999999999999999E+125';
const N38 = '12345678901234567890123456789012345678';

/**
 * An exact oracle independent of the module: a number string as a BigInt
 * mantissa times a power of ten.
 */
interface Exact {
  readonly m: bigint;
  readonly k: number;
}

function exact(text: string): Exact {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) throw new Error(`oracle cannot read ${text}`);
  const int = m[2] ?? '';
  const frac = m[3] ?? '';
  const mantissa = BigInt(int + frac || '0');
  return { m: m[1] === '-' ? -mantissa : mantissa, k: Number(m[4] ?? '0') - frac.length };
}

function compareExact(a: Exact, b: Exact): number {
  const k = Math.min(a.k, b.k);
  const x = a.m * 10n ** BigInt(a.k - k);
  const y = b.m * 10n ** BigInt(b.k - k);
  return x < y ? -1 : x > y ? 1 : 0;
}

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/** What DynamoDB accepts: ≤ 38 significant digits, and zero or 1E-130 ≤ |v| < 1E+126. */
function exactIsValid(e: Exact): boolean {
  if (e.m === 0n) return true;
  const digits = abs(e.m).toString().replace(/0+$/, '');
  if (digits.length > 38) return false;
  const one = { m: 1n, k: 0 };
  const mag = { m: abs(e.m), k: e.k };
  return compareExact(mag, { ...one, k: -130 }) >= 0 && compareExact(mag, { ...one, k: 126 }) < 0;
}

/** Number text in many spellings: sign, digits around an optional point, optional exponent. */
const numberText = fc
  .record({
    sign: fc.constantFrom('', '-', '+'),
    digits: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 40 }),
    point: fc.nat({ max: 40 }),
    usePoint: fc.boolean(),
    exp: fc.option(fc.integer({ min: -175, max: 160 }), { nil: undefined }),
    e: fc.constantFrom('e', 'E'),
    plus: fc.boolean()
  })
  .map(({ sign, digits, point, usePoint, exp, e, plus }) => {
    const at = Math.min(point, digits.length);
    const body = usePoint ? `${digits.slice(0, at)}.${digits.slice(at)}` : digits;
    const ex = exp === undefined ? '' : `${e}${exp >= 0 && plus ? '+' : ''}${exp}`;
    return sign + body + ex;
  });

/** Numbers DynamoDB accepts, biased towards the extremes of the range. */
const validNumberText = fc
  .record({
    negative: fc.boolean(),
    digits: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 38 }),
    exp: fc.oneof(
      fc.integer({ min: -130, max: 88 }),
      fc.integer({ min: -130, max: -120 }),
      fc.integer({ min: 80, max: 88 })
    )
  })
  .map(({ negative, digits, exp }) => `${negative ? '-' : ''}${digits}E${exp}`)
  .filter((t) => exactIsValid(exact(t)));

describe('parseDecimal', () => {
  it.each([
    { text: '0', digits: '', exponent: 0, sign: 0 },
    { text: '1', digits: '1', exponent: 1, sign: 1 },
    { text: '-1', digits: '1', exponent: 1, sign: -1 },
    { text: '+1', digits: '1', exponent: 1, sign: 1 },
    { text: '100', digits: '1', exponent: 3, sign: 1 },
    { text: '0.001', digits: '1', exponent: -2, sign: 1 },
    { text: '00123.4500', digits: '12345', exponent: 3, sign: 1 },
    { text: '1.5e3', digits: '15', exponent: 4, sign: 1 },
    { text: '-0.35689E-6', digits: '35689', exponent: -6, sign: -1 },
    { text: '.5', digits: '5', exponent: 0, sign: 1 },
    { text: '5.', digits: '5', exponent: 1, sign: 1 }
  ])(
    'reads $text as 0.$digits × 10^$exponent with sign $sign',
    ({ text, digits, exponent, sign }) => {
      expect(parsed(text)).toEqual({ sign, digits, exponent });
    }
  );

  it.each(['0', '-0', '+0', '0.000', '000', '0E+5', '-0.0E-200', '.0', '0.'])(
    'reads the zero form %s as the one zero',
    (text) => {
      expect(parsed(text)).toEqual({ sign: 0, digits: '', exponent: 0 });
    }
  );

  it.each([
    MAX,
    '-' + MAX,
    '99999999999999999999999999999999999999E+88',
    '1E+125',
    '1E-130',
    '-1E-130',
    '0.1E-129',
    '10E-131',
    N38,
    '1.0000000000000000000000000000000000001',
    `${N38}000000`,
    `0.000000${N38}`,
    `-${N38}00000000000000000000E-3`
  ])('accepts the in-range number %s', (text) => {
    expect(parseDecimal(text).ok).toBe(true);
  });

  it('does not count trailing or leading zeros as significant digits', () => {
    expect(parsed(`000${N38}000`).digits).toBe(N38);
    expect(parsed(`000${N38}000`).digits).toHaveLength(38);
  });

  it.each([
    { text: '1E+126', error: `"1E+126" is larger than ${MAX}` },
    { text: '-1E+126', error: `"-1E+126" is larger than ${MAX}` },
    { text: '10E+125', error: `"10E+125" is larger than ${MAX}` },
    {
      text: '1' + '0'.repeat(126),
      error: `"${('1' + '0'.repeat(126)).slice(0, 60)}…" is larger than ${MAX}`
    },
    { text: '1E-131', error: '"1E-131" is smaller in magnitude than 1E-130' },
    { text: '-0.1E-130', error: '"-0.1E-130" is smaller in magnitude than 1E-130' },
    { text: '0.9E-130', error: '"0.9E-130" is smaller in magnitude than 1E-130' },
    {
      text: N38 + '9',
      error: `"${N38}9" has 39 significant digits; DynamoDB keeps at most 38`
    },
    {
      text: '1.00000000000000000000000000000000000001',
      error:
        '"1.00000000000000000000000000000000000001" has 39 significant digits; DynamoDB keeps at most 38'
    },
    {
      text: '1E99999999999999999999',
      error: '"1E99999999999999999999" has an exponent out of range'
    }
  ])('refuses $text with a message naming it', ({ text, error }) => {
    expect(refusal(text)).toBe(error);
  });

  it.each([
    '',
    'abc',
    '1.2.3',
    '1e',
    'e5',
    '1e+',
    '--1',
    '+-1',
    '0x10',
    '1,000',
    '1_000',
    'NaN',
    'Infinity',
    '.',
    '-',
    '+',
    '-.',
    '.e1',
    '1 2',
    '١٢',
    '12abc'
  ])('refuses the garbage %j as "not a number", naming the input', (text) => {
    expect(refusal(text)).toBe(`"${text}" is not a number`);
  });

  it('clips a long garbage input in its message', () => {
    const text = 'x'.repeat(100);
    expect(refusal(text)).toBe(`"${'x'.repeat(60)}…" is not a number`);
  });

  it('accepts a spelling exactly when the exact BigInt oracle says DynamoDB would', () => {
    fc.assert(
      fc.property(numberText, (text) => {
        expect(parseDecimal(text).ok).toBe(exactIsValid(exact(text)));
      }),
      { numRuns: 3000 }
    );
  });
});

describe('compareDecimal and compareNumberText', () => {
  it('orders two 38-digit numbers that differ in the last digit', () => {
    expect(compareNumberText(N38, '12345678901234567890123456789012345679')).toBe(-1);
    expect(compareNumberText('12345678901234567890123456789012345679', N38)).toBe(1);
    expect(compareNumberText(`-${N38}`, '-12345678901234567890123456789012345679')).toBe(1);
  });

  it.each(['1E+2', '100.0', '1e2', '0.1E3', '10E1', '1000E-1', '+100', '00100', '100.000e0'])(
    'holds %s equal to 100',
    (text) => {
      expect(compareNumberText('100', text)).toBe(0);
      expect(compareNumberText(text, '100')).toBe(0);
    }
  );

  it('holds every zero form equal', () => {
    for (const a of ['0', '-0', '0.000', '0E9'])
      for (const b of ['0', '-0', '0.000', '0E9']) expect(compareNumberText(a, b)).toBe(0);
  });

  it('sorts a ladder of negative, zero and positive numbers into ascending order', () => {
    const ladder = [
      '-' + MAX,
      '-1E+2',
      '-99.5',
      '-99',
      '-10',
      '-9',
      '-1',
      '-0.5',
      '-0.05',
      '-1E-130',
      '0',
      '1E-130',
      '0.05',
      '0.5',
      '1',
      '1.0000000000000000000000000000000000001',
      '9',
      '10',
      '99',
      N38,
      '12345678901234567890123456789012345679',
      MAX
    ];
    for (let i = 0; i < ladder.length; i++)
      for (let j = 0; j < ladder.length; j++)
        expect(
          sign(compareNumberText(ladder[i]!, ladder[j]!)),
          `${ladder[i]} vs ${ladder[j]}`
        ).toBe(sign(i - j));
  });

  it('sorts unparsable text after every number, and holds two unparsable texts equal', () => {
    expect(compareNumberText('abc', MAX)).toBe(1);
    expect(compareNumberText(MAX, 'abc')).toBe(-1);
    expect(compareNumberText('1E+126', '0')).toBe(1);
    expect(compareNumberText('abc', 'xyz')).toBe(0);
  });

  it('agrees in sign with the exact BigInt oracle for any two valid numbers', () => {
    fc.assert(
      fc.property(validNumberText, validNumberText, (a, b) => {
        expect(sign(compareDecimal(parsed(a), parsed(b)))).toBe(compareExact(exact(a), exact(b)));
      }),
      { numRuns: 3000 }
    );
  });

  it('agrees with the oracle for numbers near each other (shared digits, shifted exponent)', () => {
    const near = fc
      .record({
        digits: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 37 }),
        last: fc.constantFrom('', '0', '1', '9'),
        shift: fc.integer({ min: -2, max: 2 }),
        exp: fc.integer({ min: -100, max: 80 }),
        negative: fc.boolean()
      })
      .map(({ digits, last, shift, exp, negative }) => [
        `${negative ? '-' : ''}${digits}E${exp}`,
        `${negative ? '-' : ''}${digits}${last}E${exp + shift}`
      ]);
    fc.assert(
      fc.property(near, ([a = '0', b = '0']) => {
        fc.pre(exactIsValid(exact(a)) && exactIsValid(exact(b)));
        expect(sign(compareNumberText(a, b))).toBe(compareExact(exact(a), exact(b)));
      }),
      { numRuns: 2000 }
    );
  });
});

describe('canonicalDecimal', () => {
  it.each([
    { text: '0', canonical: '0' },
    { text: '-0.000', canonical: '0' },
    { text: '1E+2', canonical: '100' },
    { text: '100.0', canonical: '100' },
    { text: '-1.50', canonical: '-1.5' },
    { text: '0.0010', canonical: '0.001' },
    { text: '.5', canonical: '0.5' },
    { text: '-0.25E0', canonical: '-0.25' },
    { text: '+7', canonical: '7' },
    { text: '1E39', canonical: '1' + '0'.repeat(39) },
    { text: '1E40', canonical: '1E+40' },
    { text: '1E-40', canonical: '0.' + '0'.repeat(39) + '1' },
    { text: '1E-41', canonical: '1E-41' },
    { text: '1E-130', canonical: '1E-130' },
    { text: '-12.5E60', canonical: '-1.25E+61' },
    { text: MAX, canonical: '9.9999999999999999999999999999999999999E+125' }
  ])('spells $text as $canonical', ({ text, canonical }) => {
    expect(canonicalDecimal(parsed(text))).toBe(canonical);
  });

  it('round-trips: parsing the canonical text gives back the same decimal', () => {
    fc.assert(
      fc.property(validNumberText, (text) => {
        const d = parsed(text);
        const c = canonicalDecimal(d);
        expect(parsed(c)).toEqual(d);
        expect(compareExact(exact(c), exact(text))).toBe(0);
      }),
      { numRuns: 3000 }
    );
  });

  it('gives two spellings one canonical text exactly when they are equal', () => {
    fc.assert(
      fc.property(validNumberText, validNumberText, (a, b) => {
        const same = canonicalDecimal(parsed(a)) === canonicalDecimal(parsed(b));
        expect(same).toBe(compareExact(exact(a), exact(b)) === 0);
      })
    );
  });
});
