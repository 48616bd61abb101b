import type { SortKeyOperator } from '../model/design.ts';

/**
 * One sort key condition as a KeyConditionExpression spells it, over placeholders already
 * chosen: `begins_with(#sk, :sk)`, `#sk BETWEEN :sk AND :upper` (the only one that uses
 * `upper`), or `#sk <op> :sk`. The one spelling of a single-attribute key's sort condition
 * (`keyConditionRequest`) and of each of a multi-attribute key's (`multiKeyConditionRequest`).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.KeyConditionExpressions.html
 *
 * @example
 * sortConditionExpression('BETWEEN', '#sk', ':sk', ':sk2'); // '#sk BETWEEN :sk AND :sk2'
 * sortConditionExpression('begins_with', '#sk', ':sk', ':sk2'); // 'begins_with(#sk, :sk)'
 */
export function sortConditionExpression(
  operator: SortKeyOperator,
  name: string,
  value: string,
  upper: string
): string {
  if (operator === 'begins_with') return `begins_with(${name}, ${value})`;
  if (operator === 'BETWEEN') return `${name} BETWEEN ${value} AND ${upper}`;
  return `${name} ${operator} ${value}`;
}
