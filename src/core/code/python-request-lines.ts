import type { CodeCondition, PatternRequest } from './pattern-request.ts';
import { pythonString } from './python-string.ts';

const I = '    ';

/**
 * The entries of the request dict a generated Python program sends, one per line, unindented:
 * table (the client's; the resource's Table names it), index, the Key of a GetItem or the key
 * condition of a Query (boto3 `Key(…)` conditions when `useKey`, else the expression string
 * with its names and values), direction, consistency, Limit and `ReturnConsumedCapacity`.
 * `value` writes one key value (`pythonValue`).
 *
 * @example
 * pythonRequestLines(request, 'resource', true, value);
 * // ["'IndexName': 'InvertedIndex',", "'KeyConditionExpression': Key('SK').eq(…) & …,", …]
 */
export function pythonRequestLines(
  request: PatternRequest,
  style: 'client' | 'resource',
  useKey: boolean,
  value: (v: CodeCondition['values'][number]) => string
): string[] {
  const s = (t: string): string => pythonString([t]);
  const lines: string[] = [];
  if (style === 'client') lines.push(`'TableName': ${s(request.table)},`);
  if (request.index !== null) lines.push(`'IndexName': ${s(request.index)},`);
  if (request.operation === 'GetItem') {
    lines.push("'Key': {");
    for (const c of request.conditions)
      lines.push(`${I}${s(c.attribute)}: ${value(c.values[0]!)},`);
    lines.push('},');
  } else if (useKey) {
    const key = request.conditions.map((c) => keyCondition(c, value, s)).join(' & ');
    lines.push(`'KeyConditionExpression': ${key},`);
  } else {
    lines.push(`'KeyConditionExpression': ${s(request.expression)},`);
    if (request.names.size > 0) {
      lines.push("'ExpressionAttributeNames': {");
      for (const [p, n] of request.names) lines.push(`${I}${s(p)}: ${s(n)},`);
      lines.push('},');
    }
    lines.push("'ExpressionAttributeValues': {");
    for (const c of request.conditions)
      c.placeholders.forEach((p, i) => lines.push(`${I}${s(p)}: ${value(c.values[i]!)},`));
    lines.push('},');
  }
  if (request.operation === 'Query' && !request.scanIndexForward)
    lines.push("'ScanIndexForward': False,");
  if (request.consistentRead) lines.push("'ConsistentRead': True,");
  if (request.operation === 'Query' && request.limit !== undefined)
    lines.push(`'Limit': ${request.limit},`);
  lines.push("'ReturnConsumedCapacity': 'TOTAL',");
  return lines;
}

const KEY_METHODS = new Map([
  ['=', 'eq'],
  ['<', 'lt'],
  ['<=', 'lte'],
  ['>', 'gt'],
  ['>=', 'gte'],
  ['begins_with', 'begins_with'],
  ['BETWEEN', 'between']
]);

function keyCondition(
  c: CodeCondition,
  value: (v: CodeCondition['values'][number]) => string,
  s: (t: string) => string
): string {
  return `Key(${s(c.attribute)}).${KEY_METHODS.get(c.operator)!}(${c.values.map(value).join(', ')})`;
}
