import type { KeyValue } from '../model/attribute-value.ts';
import { keyValueId } from './compare-key-values.ts';

/**
 * One string per distinct tuple of key values, for grouping a multi-attribute partition key's
 * items in a `Map`: two tuples are one collection only when every part is equal by its type's
 * rule (`keyValueId`: N by value, B by bytes, S as written). JSON keeps the parts apart whatever
 * they hold (`["a#b","c"]` is not `["a","b#c"]`), and the types in, so `"1"` is not `1`.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * keyTupleId([{ S: 'WINTER2026' }, { N: '1.0' }]) === keyTupleId([{ S: 'WINTER2026' }, { N: '1' }]); // true
 */
export function keyTupleId(tuple: readonly KeyValue[]): string {
  return JSON.stringify(tuple.map((v) => ['S' in v ? 'S' : 'N' in v ? 'N' : 'B', keyValueId(v)]));
}
