import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeValue, KeyType, KeyValue } from '../model/attribute-value.ts';
import { hasLoneSurrogate, utf8Length } from '../keys/compare-utf8.ts';
import { parseDecimal } from '../keys/decimal.ts';
import { decodeBase64 } from '../keys/base64.ts';

/**
 * Key value limits: partition key 1–2048 bytes, sort key 1–1024 bytes; key
 * attributes are top-level S, N or B, never sets, maps or lists; empty S/B
 * values are refused for keys.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_PutItem.html
 */
export type KeyRole = 'partition' | 'sort';

export interface KeyProblem {
  readonly code: string;
  readonly message: string;
}

/**
 * Check a value for use as a key attribute of the given type. Returns the key
 * value when it is valid, or the problem otherwise.
 */
export function validateKeyValue(
  name: string,
  value: AttributeValue,
  type: KeyType,
  role: KeyRole
): { ok: true; value: KeyValue } | { ok: false; problem: KeyProblem } {
  const problem = keyValueProblem(name, value, type, role);
  return problem ? { ok: false, problem } : { ok: true, value: value as KeyValue };
}

/**
 * The allocation-free check behind validateKeyValue for the hot loop: null when
 * the value is a valid key of that type. Valid string keys, by far the common
 * case, cost one length scan, and none when `plain` says the caller knows the
 * string is below U+D800 (so it holds no surrogate; see belowSurrogates).
 */
export function keyValueProblem(
  name: string,
  value: AttributeValue,
  type: KeyType,
  role: KeyRole,
  plain = false
): KeyProblem | null {
  if (type === 'S' && 'S' in value) {
    const s = value.S;
    // Fast path: any string of at most limit/4 code units fits and is checked only for surrogates.
    if (
      s.length > 0 &&
      s.length <=
        (role === 'partition' ? DYNAMODB_LIMITS.partitionKeyBytes : DYNAMODB_LIMITS.sortKeyBytes) /
          4 &&
      (plain || !hasLoneSurrogate(s))
    )
      return null;
  }
  const r = slowCheck(name, value, type, role);
  return r.ok ? null : r.problem;
}

function slowCheck(
  name: string,
  value: AttributeValue,
  type: KeyType,
  role: KeyRole
): { ok: true; value: KeyValue } | { ok: false; problem: KeyProblem } {
  const limit =
    role === 'partition' ? DYNAMODB_LIMITS.partitionKeyBytes : DYNAMODB_LIMITS.sortKeyBytes;
  const label = `${role} key "${name}"`;
  const tag = Object.keys(value)[0] ?? '?';
  if (tag !== type) {
    const why =
      tag === 'SS' || tag === 'NS' || tag === 'BS'
        ? ' (sets can never be keys)'
        : tag === 'L' || tag === 'M'
          ? ' (lists and maps can never be keys)'
          : '';
    return fail(
      'key.wrong-type',
      `${label} must be of type ${type}, but the item has ${tag}${why}`
    );
  }
  if ('S' in value) {
    if (value.S.length === 0)
      return fail('key.empty', `${label} is an empty string; key values need at least 1 byte`);
    if (hasLoneSurrogate(value.S))
      return fail(
        'key.invalid-utf8',
        `${label} contains an unpaired UTF-16 surrogate, which is not valid UTF-8`
      );
    const bytes = utf8Length(value.S);
    if (bytes > limit)
      return fail('key.too-long', `${label} is ${bytes} bytes of UTF-8; the limit is ${limit}`);
    return { ok: true, value };
  }
  if ('N' in value) {
    const d = parseDecimal(value.N);
    if (!d.ok) return fail('key.invalid-number', `${label}: ${d.error}`);
    return { ok: true, value };
  }
  if ('B' in value) {
    const bytes = decodeBase64(value.B);
    if (!bytes) return fail('key.invalid-binary', `${label} is not valid base64`);
    if (bytes.length === 0)
      return fail('key.empty', `${label} is an empty binary; key values need at least 1 byte`);
    if (bytes.length > limit)
      return fail('key.too-long', `${label} is ${bytes.length} bytes; the limit is ${limit}`);
    return { ok: true, value };
  }
  return fail('key.wrong-type', `${label} must be of type ${type}`);
}

function fail(code: string, message: string): { ok: false; problem: KeyProblem } {
  return { ok: false, problem: { code, message } };
}
