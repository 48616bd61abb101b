import type { KeyValue } from '../model/attribute-value.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';
import type { KeyConditionRequest } from './key-condition-request.ts';
import type { SortPartCondition } from './parse-multi-key-condition.ts';
import { sortConditionExpression } from './sort-condition-expression.ts';

/**
 * The KeyConditionExpression, ExpressionAttributeNames and ExpressionAttributeValues of a Query
 * on a GSI whose key has several attributes: `#pkN = :pkN` for every partition attribute, then
 * each sort attribute's condition, all joined with AND, every name behind a `#` placeholder
 * (numbered from 1 in KeySchema order). A `MultiKeyCondition` is spelled as it is; a sort
 * attribute without a condition (a hole, `undefined`) is left out, so a condition with a gap can
 * be spelled too and judged by `parseMultiKeyCondition`, the one home of the Query's rules.
 * Throws when the condition does not fit the key's attribute counts (a caller's mistake).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * multiKeyConditionRequest(
 *   { partition: [{ name: 'tournamentId', type: 'S' }, { name: 'region', type: 'S' }], sort: [{ name: 'round', type: 'S' }] },
 *   { partition: [{ S: 'W26' }, { S: 'NA' }], sort: [{ operator: 'begins_with', value: { S: 'SEMI' } }] });
 * // { expression: '#pk1 = :pk1 AND #pk2 = :pk2 AND begins_with(#sk1, :sk1)',
 * //   names: { '#pk1': 'tournamentId', '#pk2': 'region', '#sk1': 'round' }, values: {…} }
 */
export function multiKeyConditionRequest(
  key: MultiKeySchema,
  condition: {
    readonly partition: readonly KeyValue[];
    readonly sort: readonly (SortPartCondition | undefined)[];
  }
): KeyConditionRequest {
  if (condition.partition.length !== key.partition.length)
    throw new Error(
      `the key has ${key.partition.length} partition attributes and the condition gives ${condition.partition.length} values; give one for each`
    );
  if (condition.sort.length > key.sort.length)
    throw new Error(
      `the key has ${key.sort.length} sort attributes and the condition gives ${condition.sort.length} conditions; give at most one for each`
    );
  const names = Object.create(null) as Record<string, string>;
  const values = Object.create(null) as Record<string, KeyValue>;
  const parts: string[] = [];
  for (const [i, a] of key.partition.entries()) {
    names[`#pk${i + 1}`] = a.name;
    values[`:pk${i + 1}`] = condition.partition[i]!;
    parts.push(`#pk${i + 1} = :pk${i + 1}`);
  }
  for (const [i, c] of condition.sort.entries()) {
    if (!c) continue;
    const [name, value, upper] = [`#sk${i + 1}`, `:sk${i + 1}`, `:sk${i + 1}upper`];
    names[name] = key.sort[i]!.name;
    values[value] = c.value;
    if (c.operator === 'BETWEEN') {
      if (!c.upper) throw new Error('a BETWEEN sort key condition needs an upper bound');
      values[upper] = c.upper;
    }
    parts.push(sortConditionExpression(c.operator, name, value, upper));
  }
  return { expression: parts.join(' AND '), names, values };
}
