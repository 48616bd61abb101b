import type { KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import { literalKeyCondition } from './literal-key-condition.ts';

/** An item's full primary key typed as text: what a GetItem of a live table asks for. */
export interface LiteralItemKey {
  /** The partition key's value as text (a Number's digits, a Binary's base64). */
  readonly partitionValue: string;
  /** The sort key's value as text; needed exactly when the key has a sort key. */
  readonly sortValue?: string;
}

/**
 * Turn an item's key typed as text into the values a GetItem sends, checked as DynamoDB checks
 * them: the whole primary key (GetItem reads one item, so a table with a sort key needs its value
 * too) and each value typed by the key schema through `literalKeyCondition`, so an empty value or
 * a bad number gets DynamoDB's own message, the same as a Query's.
 *
 * @example
 * literalItemKey({ partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } },
 *   { partitionValue: 'USER#johnny', sortValue: '#METADATA#johnny' });
 * // { ok: true, values: { partitionValue: { S: 'USER#johnny' }, sortValue: { S: '#METADATA#johnny' } } }
 */
export function literalItemKey(
  key: { readonly partitionKey: KeyAttribute; readonly sortKey?: KeyAttribute | undefined },
  input: LiteralItemKey
):
  | { ok: true; values: { partitionValue: KeyValue; sortValue?: KeyValue } }
  | { ok: false; message: string } {
  // DynamoDB answers a partial or extra key with this ValidationException; the sentence after
  // it says which part.
  const mismatch = 'The provided key element does not match the schema.';
  if (key.sortKey && input.sortValue === undefined)
    return {
      ok: false,
      message: `${mismatch} GetItem needs the full primary key: give the sort key ${key.sortKey.name}'s value too`
    };
  if (!key.sortKey && input.sortValue !== undefined)
    return {
      ok: false,
      message: `${mismatch} This key has no sort key; give the partition key ${key.partitionKey.name}'s value alone`
    };
  const condition = literalKeyCondition(key, {
    partitionValue: input.partitionValue,
    ...(input.sortValue !== undefined ? { sortKey: { operator: '=', value: input.sortValue } } : {})
  });
  if (!condition.ok) return condition;
  const { partitionValue, sort } = condition.condition;
  return { ok: true, values: { partitionValue, ...(sort ? { sortValue: sort.value } : {}) } };
}
