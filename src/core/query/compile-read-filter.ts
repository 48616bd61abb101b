import type { ExpressionScope } from './check-expression-tree.ts';
import { checkPlaceholders, unusedPlaceholders } from './check-placeholders.ts';
import type { ExprNode } from './parse-expression.ts';
import { parseFilterExpression } from './parse-filter-expression.ts';
import type { ReadFilter } from './read-filter.ts';

/** A checked filter: its syntax tree and the placeholders it resolves through. */
export interface CompiledFilter {
  readonly root: ExprNode;
  readonly scope: ExpressionScope;
}

/**
 * Check a ReadFilter as DynamoDB checks a Scan's or Query's FilterExpression, in its order and
 * words: a placeholder given twice, the placeholder maps (`checkPlaceholders`), the expression's
 * syntax and tree (`parseFilterExpression`), then placeholders it never uses. The compiled tree
 * is what `evaluateFilter` runs over items the tab already holds, so a filter behaves the same
 * on the server and on the page. Key attributes, which a Query's filter may not name, are the
 * caller's check (`checkFilterKeys` needs the key schema).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Scan.html#Scan.FilterExpression
 *
 * @example
 * compileReadFilter({ expression: '#s = :s', names: [['#s', 'status']], values: [[':s', { S: 'OPEN' }]] });
 * // { ok: true, filter: { root, scope } }
 */
export function compileReadFilter(
  filter: ReadFilter
): { ok: true; filter: CompiledFilter } | { ok: false; message: string } {
  for (const [label, pairs] of [
    ['Names', filter.names],
    ['Values', filter.values]
  ] as const) {
    const seen = new Set<string>();
    for (const [k] of pairs) {
      // Not DynamoDB's wording: a JSON object cannot repeat a key, so only pairs can.
      if (seen.has(k))
        return { ok: false, message: `ExpressionAttribute${label} gives "${k}" twice; keep one` };
      seen.add(k);
    }
  }
  const scope: ExpressionScope = {
    names: new Map(filter.names),
    values: new Map(filter.values),
    usedNames: new Set(),
    usedValues: new Set()
  };
  const problem = checkPlaceholders(
    { names: filter.names.length > 0, values: filter.values.length > 0 },
    scope
  );
  if (problem) return { ok: false, message: problem };
  const root = parseFilterExpression(filter.expression, scope);
  if (typeof root === 'string') return { ok: false, message: root };
  const unused = unusedPlaceholders(scope);
  if (unused) return { ok: false, message: unused };
  return { ok: true, filter: { root, scope } };
}
