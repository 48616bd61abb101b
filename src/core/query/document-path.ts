import type { ExpressionScope } from './check-expression-tree.ts';
import type { ExprNode } from './parse-expression.ts';
import type { DocumentPath } from './parse-projection-expression.ts';

/**
 * A path node's document path, `#names` resolved (the tree was checked, so they exist).
 *
 * @example
 * documentPath(node, scope); // ['lines', 0, 'sku'] for `#l[0].sku` with `#l` → `lines`
 */
export function documentPath(n: ExprNode, scope: Pick<ExpressionScope, 'names'>): DocumentPath {
  return n.segs.map((t) =>
    t.kind === 'number'
      ? Number(t.text)
      : t.kind === 'attrName'
        ? (scope.names.get(t.text) ?? t.text)
        : t.text
  );
}
