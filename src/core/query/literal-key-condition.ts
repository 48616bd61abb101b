import type { KeyAttribute, SortKeyCondition } from '../model/design.ts';
import { keyConditionRequest } from './key-condition-request.ts';
import { parseKeyCondition, type ParsedKeyCondition } from './parse-key-condition.ts';
import { typedKeyText } from './typed-key-text.ts';

/** A key condition typed as values (not templates): what a Query of a live table asks for. */
export interface LiteralKeyCondition {
  /** The partition key's value as text (a Number's digits, a Binary's base64). */
  readonly partitionValue: string;
  /** The sort key condition, its value(s) as text; the access pattern editor's shape. */
  readonly sortKey?: SortKeyCondition;
}

/**
 * Turn a key condition typed as text into the condition a Query sends, checked as DynamoDB checks
 * it: the values typed by the key schema, then the request `keyConditionRequest` builds parsed
 * back by `parseKeyCondition`, so an empty key value, a bad number or a type mismatch gets
 * DynamoDB's own ValidationException message before any request is sent.
 *
 * @example
 * literalKeyCondition({ partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } },
 *   { partitionValue: 'GAME#1', sortKey: { operator: 'begins_with', value: 'USER#' } });
 * // { ok: true, condition: { partitionValue: { S: 'GAME#1' }, sort: { operator: 'begins_with', value: { S: 'USER#' } } } }
 */
export function literalKeyCondition(
  key: { readonly partitionKey: KeyAttribute; readonly sortKey?: KeyAttribute | undefined },
  input: LiteralKeyCondition
): { ok: true; condition: ParsedKeyCondition } | { ok: false; message: string } {
  const sort = input.sortKey;
  if (sort && !key.sortKey)
    return {
      ok: false,
      message: `this key has no sort key, so there is no sort key condition to give; remove "${sort.operator}"`
    };
  const raw: ParsedKeyCondition = {
    partitionValue: typedKeyText(input.partitionValue, key.partitionKey.type),
    ...(sort && key.sortKey
      ? {
          sort: {
            operator: sort.operator,
            value: typedKeyText(sort.value, key.sortKey.type),
            ...(sort.operator === 'BETWEEN'
              ? { upper: typedKeyText(sort.upper ?? '', key.sortKey.type) }
              : {})
          }
        }
      : {})
  };
  const request = keyConditionRequest(key, raw);
  const parsed = parseKeyCondition({
    expression: request.expression,
    names: { ...request.names },
    values: { ...request.values },
    partitionKey: key.partitionKey,
    ...(key.sortKey ? { sortKey: key.sortKey } : {})
  });
  return parsed.ok
    ? { ok: true, condition: parsed.condition }
    : { ok: false, message: parsed.error.message };
}
