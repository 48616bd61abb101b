import type { KeyType, KeyValue } from '../model/attribute-value.ts';
import { sortToken, tokenComparator } from '../keys/compare-key-values.ts';
import type { ParsedKeyCondition } from './parse-key-condition.ts';

/**
 * Whether a sort key value satisfies a key condition's sort key range (`=`, `<`, `<=`, `>`,
 * `>=`, BETWEEN inclusive, begins_with), in DynamoDB's key order for `type`. No range
 * matches everything; a missing value matches no range.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.KeyConditionExpressions.html
 *
 * @example
 * matchesSortKey({ S: 'USER#a' }, { partitionValue: { S: 'G' }, sort: { operator: 'begins_with', value: { S: 'USER#' } } }, 'S');
 * // true
 */
export function matchesSortKey(
  sk: KeyValue | undefined,
  condition: ParsedKeyCondition,
  type: KeyType | undefined
): boolean {
  const s = condition.sort;
  if (!s) return true;
  if (!sk || !type) return false;
  if (s.operator === 'begins_with') return beginsWith(sk, s.value);
  const cmp = tokenComparator(type);
  const c = cmp(sortToken(sk), sortToken(s.value));
  switch (s.operator) {
    case '=':
      return c === 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
    case 'BETWEEN':
      return c >= 0 && cmp(sortToken(sk), sortToken(s.upper!)) <= 0;
  }
}

function beginsWith(v: KeyValue, prefix: KeyValue): boolean {
  if ('S' in v && 'S' in prefix) return v.S.startsWith(prefix.S);
  if ('B' in v && 'B' in prefix) {
    const a = sortToken(v) as Uint8Array;
    const p = sortToken(prefix) as Uint8Array;
    return p.length <= a.length && p.every((b, i) => a[i] === b);
  }
  return false;
}
