import type { KeyType, KeyValue } from '../model/attribute-value.ts';
import { compareUtf8 } from './compare-utf8.ts';
import { canonicalDecimal, compareDecimal, parseDecimal, type Decimal } from './decimal.ts';
import { compareBytes, decodeBase64, encodeBase64 } from './base64.ts';

/**
 * DynamoDB's key order for each key type: S by UTF-8 bytes, N by exact value,
 * B by unsigned bytes.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html#HowItWorks.DataTypes
 */
export function compareKeyValues(a: KeyValue, b: KeyValue): number {
  if ('S' in a && 'S' in b) return compareUtf8(a.S, b.S);
  if ('N' in a && 'N' in b) return compareDecimal(decimalOf(a.N), decimalOf(b.N));
  if ('B' in a && 'B' in b) return compareBytes(bytesOf(a.B), bytesOf(b.B));
  throw new Error('cannot compare key values of different types');
}

/**
 * A sortable token for a key value: strings compare as UTF-8, numbers as exact
 * decimals, binaries as unsigned bytes. Precomputing it once per item keeps the
 * sort's comparator free of parsing.
 */
export type SortToken = string | Decimal | Uint8Array;

export function sortToken(v: KeyValue): SortToken {
  if ('S' in v) return v.S;
  if ('N' in v) return decimalOf(v.N);
  return bytesOf(v.B);
}

/** The comparator for tokens of one key type. */
export function tokenComparator(type: KeyType): (a: SortToken, b: SortToken) => number {
  if (type === 'S') return compareUtf8 as (a: SortToken, b: SortToken) => number;
  if (type === 'N') return compareDecimal as (a: SortToken, b: SortToken) => number;
  return compareBytes as (a: SortToken, b: SortToken) => number;
}

/**
 * One string per distinct key value, for grouping in a `Map`: two spellings of a
 * number (`100`, `1E+2`, `100.0`) are one key, and so are two base64 spellings
 * of the same bytes. Strings are kept as they are: DynamoDB does no Unicode
 * normalization, so `é` and `e` + U+0301 are different keys.
 */
export function keyValueId(v: KeyValue): string {
  if ('S' in v) return v.S;
  if ('N' in v) return canonicalDecimal(decimalOf(v.N));
  return encodeBase64(bytesOf(v.B));
}

/** The same value as `keyValueId`, in DynamoDB JSON with a canonical spelling. */
export function canonicalKeyValue(v: KeyValue): KeyValue {
  if ('S' in v) return v;
  if ('N' in v) return { N: canonicalDecimal(decimalOf(v.N)) };
  return { B: encodeBase64(bytesOf(v.B)) };
}

function decimalOf(text: string): Decimal {
  const d = parseDecimal(text);
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

function bytesOf(b64: string): Uint8Array {
  const b = decodeBase64(b64);
  if (!b) throw new Error(`"${b64.slice(0, 40)}" is not valid base64`);
  return b;
}
