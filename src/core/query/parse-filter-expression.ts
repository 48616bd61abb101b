import type { Table } from '../model/design.ts';
import type { ViewSpec } from '../views/table-key-attributes.ts';
import { checkExpressionTree, type ExpressionScope } from './check-expression-tree.ts';
import { checkExpressionSize } from './check-expression-size.ts';
import { checkKeyPaths } from './check-key-paths.ts';
import { parseExpression, type ExprNode } from './parse-expression.ts';
import type { DocumentPath } from './parse-projection-expression.ts';
import { syntaxError, tokenizeExpression } from './tokenize-expression.ts';

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
  if (text === '') return `${PREFIX}The expression can not be empty;`;
  const tooLong = checkExpressionSize(text);
  if (tooLong) return PREFIX + tooLong;
  const tokens = tokenizeExpression(text);
  const root = parseExpression(tokens);
  if (typeof root === 'number') return PREFIX + syntaxError(text, tokens, root);
  const problem = checkExpressionTree(root, scope);
  return problem ? PREFIX + problem : root;
}

/** A path node's document path, `#names` resolved (the tree was checked, so they exist). */
export function documentPath(n: ExprNode, scope: ExpressionScope): DocumentPath {
  return n.segs.map((t) =>
    t.kind === 'number'
      ? Number(t.text)
      : t.kind === 'attrName'
        ? (scope.names.get(t.text) ?? t.text)
        : t.text
  );
}

/** Every path in the tree, in source order; iterative, so no depth overflows the stack. */
function paths(root: ExprNode, scope: ExpressionScope): DocumentPath[] {
  const out: DocumentPath[] = [];
  const stack = [root];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.t === 'path') out.push(documentPath(n, scope));
    for (let k = n.args.length - 1; k >= 0; k--) stack.push(n.args[k]!);
  }
  return out;
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
  const used = paths(root, scope);
  const heads = new Set(used.map((p) => p[0]));
  for (const k of [spec.partitionKey, spec.sortKey]) {
    if (k && heads.has(k.name))
      return `Filter Expression can only contain non-primary key attributes: Primary key attribute: ${k.name}`;
  }
  return checkKeyPaths(used, table);
}
