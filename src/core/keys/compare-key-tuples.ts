import type { KeyValue } from '../model/attribute-value.ts';
import { compareKeyValues } from './compare-key-values.ts';

/**
 * DynamoDB's order of multi-attribute sort keys: part by part, left to right, each by its own
 * type's rule (`compareKeyValues`: S by UTF-8 bytes, N by value, B by unsigned bytes); a later
 * part only breaks a tie in the earlier ones. A shorter tuple that is a prefix of a longer one
 * comes first (it never happens within one index, whose tuples are all of one length).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * compareKeyTuples([{ S: 'SEMIFINALS' }, { N: '9' }], [{ S: 'SEMIFINALS' }, { N: '10' }]); // < 0
 */
export function compareKeyTuples(a: readonly KeyValue[], b: readonly KeyValue[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareKeyValues(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
