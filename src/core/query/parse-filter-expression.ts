import type { Table } from '../model/design.ts';
import type { ViewSpec } from '../views/table-key-attributes.ts';
import { viewKeyAttributes } from '../views/table-key-attributes.ts';
import type { ExpressionScope } from './check-expression-tree.ts';
import { checkKeyPaths } from './check-key-paths.ts';
import type { ExprNode } from './parse-expression.ts';
import { parseCondition } from './parse-condition.ts';
import { documentPaths } from './document-paths.ts';

const PREFIX = 'Invalid FilterExpression: ';

/**
 * Parse a Query's FilterExpression with DynamoDB's condition grammar (comparisons, BETWEEN,
 * IN, AND/OR/NOT, brackets and the functions attribute_exists, attribute_not_exists,
 * attribute_type, begins_with, contains and size), marking the placeholders it uses in
 * `scope`. Returns the syntax tree, or the ValidationException message with DynamoDB's
 * `Invalid FilterExpression: ` prefix.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.FilterExpression.html
 *
 * @example
 * parseFilterExpression('size(tags) > :n AND NOT begins_with(#s, :p)', scope); // an ExprNode
 */
export function parseFilterExpression(text: string, scope: ExpressionScope): ExprNode | string {
  return parseCondition(text, PREFIX, scope);
}

/**
 * What DynamoDB refuses in a Query filter once the key schema is known (dynalite's order and
 * words): a key attribute of the queried table or index ("Filter Expression can only contain
 * non-primary key attributes"), then a nested path into any key attribute.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.FilterExpression.html
 *
 * @example
 * checkFilterKeys(root, scope, table, tableSpec);
 * // 'Filter Expression can only contain non-primary key attributes: Primary key attribute: SK'
 */
export function checkFilterKeys(
  root: ExprNode,
  scope: ExpressionScope,
  table: Table,
  spec: ViewSpec
): string | undefined {
  const used = documentPaths(root, scope);
  const heads = new Set(used.map((p) => p[0]));
  const key = viewKeyAttributes(spec);
  for (const k of [...key.partition, ...key.sort]) {
    if (heads.has(k.name))
      return `Filter Expression can only contain non-primary key attributes: Primary key attribute: ${k.name}`;
  }
  return checkKeyPaths(used, table);
}
