import type { ExpressionScope } from './check-expression-tree.ts';
import type { ExprNode } from './parse-expression.ts';
import { documentPath } from './document-path.ts';
import type { DocumentPath } from './parse-projection-expression.ts';

/**
 * Every document path a checked condition tree names, in source order, `#names` resolved;
 * iterative, so no depth of tree overflows the stack.
 *
 * @example
 * documentPaths(root, scope); // [['status'], ['lines', 0, 'sku']]
 */
export function documentPaths(root: ExprNode, scope: ExpressionScope): DocumentPath[] {
  const out: DocumentPath[] = [];
  const stack = [root];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.t === 'path') out.push(documentPath(n, scope));
    for (let k = n.args.length - 1; k >= 0; k--) stack.push(n.args[k]!);
  }
  return out;
}
