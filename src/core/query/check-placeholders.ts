import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeValue } from '../model/attribute-value.ts';
import { decodeBase64 } from '../keys/base64.ts';
import { parseDecimal } from '../keys/decimal.ts';
import type { ExpressionScope } from './check-expression-tree.ts';

// DynamoDB's wording, one line each (prettier never wraps a template literal).
const M = {
  unused: (what: string, keys: string[]) =>
    `Value provided in ExpressionAttribute${what} unused in expressions: keys: {${keys.join(', ')}}`,
  badKey: (what: string, k: string) =>
    `ExpressionAttribute${what} contains invalid key: Syntax error; key: "${k}"`,
  overflow:
    'Number overflow. Attempting to store a number with magnitude larger than supported range',
  underflow:
    'Number underflow. Attempting to store a number with magnitude smaller than supported range'
};

/** DynamoDB's refusal of one ExpressionAttributeValues entry, or undefined when it is fine. */
function invalidValue(v: AttributeValue): string | undefined {
  if ('N' in v) {
    const d = parseDecimal(v.N);
    if (d.ok) return undefined;
    if (/significant/.test(d.error))
      return `Attempting to store more than ${DYNAMODB_LIMITS.numberDigits} significant digits in a Number`;
    if (/larger/.test(d.error)) return M.overflow;
    if (/smaller/.test(d.error)) return M.underflow;
    return `The parameter cannot be converted to a numeric value${v.N ? `: ${v.N}` : ''}`;
  }
  // Not DynamoDB's wording: the SDKs refuse bad base64 before a request is sent.
  if ('B' in v && decodeBase64(v.B) === null) return `Invalid base64 in binary value: ${v.B}`;
  return undefined;
}

/**
 * The checks DynamoDB makes on a request's ExpressionAttributeNames and ExpressionAttributeValues
 * before it parses any expression, in its order and words: a map given empty, a placeholder not
 * spelled `#word` or `:word`, then a value DynamoDB cannot store (a Number out of range or with
 * too many digits). `given` says which maps the request sent at all (an absent map is not empty).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.ExpressionAttributeNames.html
 *
 * @example
 * checkPlaceholders({ names: true, values: false }, scope); // 'ExpressionAttributeNames must not be empty'
 */
export function checkPlaceholders(
  given: { readonly names: boolean; readonly values: boolean },
  s: Pick<ExpressionScope, 'names' | 'values'>
): string | undefined {
  if (given.names && s.names.size === 0) return 'ExpressionAttributeNames must not be empty';
  for (const k of s.names.keys()) {
    if (!/^#[A-Za-z0-9_]+$/.test(k)) return M.badKey('Names', k);
  }
  if (given.values && s.values.size === 0) return 'ExpressionAttributeValues must not be empty';
  for (const [k, v] of s.values) {
    if (!/^:[A-Za-z0-9_]+$/.test(k)) return M.badKey('Values', k);
    const problem = invalidValue(v);
    if (problem) return `ExpressionAttributeValues contains invalid value: ${problem} for key ${k}`;
  }
  return undefined;
}

/**
 * DynamoDB's refusal of placeholders no expression of the request used (names first), once every
 * expression has been parsed into `s`; undefined when all were used.
 *
 * @example
 * unusedPlaceholders(scope); // 'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}'
 */
export function unusedPlaceholders(s: ExpressionScope): string | undefined {
  for (const [map, used, label] of [
    [s.names, s.usedNames, 'Names'],
    [s.values, s.usedValues, 'Values']
  ] as const) {
    const unused = [...map.keys()].filter((k) => !used.has(k));
    if (unused.length) return M.unused(label, unused);
  }
  return undefined;
}
