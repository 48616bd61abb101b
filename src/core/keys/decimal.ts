import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { cutText } from '../text/cut-text.ts';

/**
 * Exact decimal numbers as DynamoDB's Number type holds them: up to 38
 * significant digits, magnitudes from 1E-130 to 9.9999999999999999999999999999999999999E+125.
 * Never parsed through a JavaScript float.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html#HowItWorks.DataTypes.Number
 */
export interface Decimal {
  /** -1, 0 or 1. */
  readonly sign: -1 | 0 | 1;
  /** Significant digits, no leading or trailing zeros ("" for zero). */
  readonly digits: string;
  /** Value = 0.d1d2d3… × 10^exponent (so "1" has exponent 1). */
  readonly exponent: number;
}

const {
  numberDigits: MAX_SIGNIFICANT_DIGITS,
  numberMaxExponent: MAX_EXPONENT,
  numberMinExponent: MIN_EXPONENT
} = DYNAMODB_LIMITS;

const NUMBER_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

export type DecimalResult = { ok: true; value: Decimal } | { ok: false; error: string };

/**
 * Parse a DynamoDB number string exactly, or explain why DynamoDB would refuse it. Nothing may
 * surround the digits: DynamoDB answers `" 1"` with "The parameter cannot be converted to a
 * numeric value" (dynalite's words, from its Big.js parse).
 */
export function parseDecimal(text: string): DecimalResult {
  const m = NUMBER_RE.exec(text);
  if (!m || text === '' || (m[2] === '' && (m[3] ?? '') === '')) {
    const spaced = text.trim() !== text && text.trim() !== '';
    return {
      ok: false,
      error: `"${clip(text)}" is not a number${spaced ? ': DynamoDB allows no spaces around one ("The parameter cannot be converted to a numeric value")' : ''}`
    };
  }
  const int = m[2] ?? '';
  const frac = m[3] ?? '';
  const all = int + frac;
  const first = all.search(/[1-9]/);
  if (first < 0) return { ok: true, value: { sign: 0, digits: '', exponent: 0 } };
  const digits = all.slice(first).replace(/0+$/, '');
  const exp10 = m[4] === undefined ? 0 : Number(m[4]);
  if (!Number.isSafeInteger(exp10))
    return { ok: false, error: `"${clip(text)}" has an exponent out of range` };
  const exponent = int.length - first + exp10;
  if (digits.length > MAX_SIGNIFICANT_DIGITS) {
    return {
      ok: false,
      error: `"${clip(text)}" has ${digits.length} significant digits; DynamoDB keeps at most ${MAX_SIGNIFICANT_DIGITS}`
    };
  }
  if (exponent > MAX_EXPONENT)
    return {
      ok: false,
      error: `"${clip(text)}" is larger than 9.9999999999999999999999999999999999999E+125`
    };
  if (exponent < MIN_EXPONENT)
    return { ok: false, error: `"${clip(text)}" is smaller in magnitude than 1E-130` };
  return { ok: true, value: { sign: m[1] === '-' ? -1 : 1, digits, exponent } };
}

/** Compare two decimals by exact value. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  if (a.sign !== b.sign) return a.sign < b.sign ? -1 : 1;
  if (a.sign === 0) return 0;
  return a.sign * compareMagnitude(a, b);
}

function compareMagnitude(a: Decimal, b: Decimal): number {
  if (a.exponent !== b.exponent) return a.exponent < b.exponent ? -1 : 1;
  // Same exponent: compare digit strings lexicographically (shorter = trailing zeros).
  return a.digits < b.digits ? -1 : a.digits > b.digits ? 1 : 0;
}

/** Canonical text for a decimal: one spelling per value, so `100`, `1E+2` and `100.0` agree. */
export function canonicalDecimal(d: Decimal): string {
  if (d.sign === 0) return '0';
  const sign = d.sign < 0 ? '-' : '';
  const n = d.digits.length;
  const e = d.exponent;
  if (e >= n && e <= 40) return sign + d.digits + '0'.repeat(e - n);
  if (e > 0 && e < n) return sign + d.digits.slice(0, e) + '.' + d.digits.slice(e);
  if (e <= 0 && e > -40) return sign + '0.' + '0'.repeat(-e) + d.digits;
  // Scientific notation as the AWS docs write the limits: 9.99…E+125, 1E-130.
  const mantissa = n === 1 ? d.digits : `${d.digits[0]}.${d.digits.slice(1)}`;
  const exp = e - 1;
  return `${sign}${mantissa}E${exp < 0 ? '-' : '+'}${Math.abs(exp)}`;
}

/** Compare two DynamoDB number strings by exact value; unparsable text sorts last. */
export function compareNumberText(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x.ok || !y.ok) return x.ok ? -1 : y.ok ? 1 : 0;
  return compareDecimal(x.value, y.value);
}

function clip(s: string): string {
  return cutText(s, 60);
}
