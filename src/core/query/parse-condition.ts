import { checkExpressionTree, type ExpressionScope } from './check-expression-tree.ts';
import { checkExpressionSize } from './check-expression-size.ts';
import { parseExpression, type ExprNode } from './parse-expression.ts';
import { syntaxError, tokenizeExpression } from './tokenize-expression.ts';

/**
 * One expression in DynamoDB's condition grammar (a KeyConditionExpression's or a
 * FilterExpression's), checked in DynamoDB's order: empty, too long, syntax, then the tree
 * (functions, operands, placeholders, marked used in `scope`). Returns the syntax tree, or the
 * message with the expression's own prefix (`Invalid FilterExpression: `…).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.OperatorsAndFunctions.html
 *
 * @example
 * parseCondition('a = :a', 'Invalid FilterExpression: ', scope); // an ExprNode
 * parseCondition('', 'Invalid FilterExpression: ', scope); // 'Invalid FilterExpression: The expression can not be empty;'
 */
export function parseCondition(
  text: string,
  prefix: string,
  scope: ExpressionScope
): ExprNode | string {
  if (text === '') return `${prefix}The expression can not be empty;`;
  const tooLong = checkExpressionSize(text);
  if (tooLong) return prefix + tooLong;
  const tokens = tokenizeExpression(text);
  const root = parseExpression(tokens);
  if (typeof root === 'number') return prefix + syntaxError(text, tokens, root);
  const problem = checkExpressionTree(root, scope);
  return problem ? prefix + problem : root;
}
