import type { KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import type { ParsedKeyCondition } from './parse-key-condition.ts';
import { sortConditionExpression } from './sort-condition-expression.ts';

/** A key condition as a Query request spells it. */
export interface KeyConditionRequest {
  readonly expression: string;
  /** Null-prototype records, so an attribute named `__proto__` is just a name. */
  readonly names: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, KeyValue>>;
}

/**
 * The KeyConditionExpression, ExpressionAttributeNames and ExpressionAttributeValues for a
 * parsed key condition on a table's or index's key schema — what the studio's key-condition
 * builder and access patterns produce — with every name behind a `#` placeholder, so reserved
 * words (`name`, `date`…) need no care.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.KeyConditionExpressions.html
 *
 * @example
 * keyConditionRequest({ partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } },
 *   { partitionValue: { S: 'GAME#1' }, sort: { operator: 'begins_with', value: { S: 'USER#' } } });
 * // { expression: '#pk = :pk AND begins_with(#sk, :sk)', names: { '#pk': 'PK', '#sk': 'SK' }, values: {…} }
 */
export function keyConditionRequest(
  key: { readonly partitionKey: KeyAttribute; readonly sortKey?: KeyAttribute | undefined },
  condition: ParsedKeyCondition
): KeyConditionRequest {
  const names = Object.create(null) as Record<string, string>;
  const values = Object.create(null) as Record<string, KeyValue>;
  names['#pk'] = key.partitionKey.name;
  values[':pk'] = condition.partitionValue;
  let expression = '#pk = :pk';
  const sort = condition.sort;
  if (sort) {
    if (!key.sortKey)
      throw new Error(
        `the key condition has a sort key condition ("${sort.operator}"), but the key schema has no sort key; drop it`
      );
    names['#sk'] = key.sortKey.name;
    values[':sk'] = sort.value;
    if (sort.operator === 'BETWEEN') {
      if (!sort.upper) throw new Error('a BETWEEN sort key condition needs an upper bound');
      values[':sk2'] = sort.upper;
    }
    expression += ` AND ${sortConditionExpression(sort.operator, '#sk', ':sk', ':sk2')}`;
  }
  return { expression, names, values };
}
