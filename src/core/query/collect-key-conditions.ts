import type { SortKeyOperator } from '../model/design.ts';
import type { ExpressionScope } from './check-expression-tree.ts';
import type { ExprNode as Node } from './parse-expression.ts';

/** One key attribute's condition: its operator, and the operands other than the attribute. */
export interface KeyCond {
  operator: SortKeyOperator;
  operands: Node[];
}

const FLIP: Record<string, SortKeyOperator> = {
  '=': '=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<='
};
const INVALID_COND = 'Invalid condition in KeyConditionExpression: ';

// DynamoDB's wording, one line each (prettier never wraps a template literal).
const M = {
  operator: (op: string) => `Invalid operator used in KeyConditionExpression: ${op}`,
  firstOperand: (op: string) =>
    `${INVALID_COND}${op} operator must have the key attribute as its first operand`
};

/**
 * Read the tree as one condition per key attribute, refusing what a key condition cannot say:
 * fills `out` (attribute name → condition) and returns DynamoDB's message for the first
 * refusal, or undefined. Operands are checked against the key schema later.
 *
 * @example
 * collectKeyConditions(parseExpression(tokenizeExpression('#pk = :p OR #sk = :s')), scope, out);
 * // 'Invalid operator used in KeyConditionExpression: OR'
 */
export function collectKeyConditions(
  n: Node,
  s: ExpressionScope,
  out: Map<string, KeyCond>
): string | undefined {
  if (n.t === 'or' || n.t === 'not' || n.t === 'in' || (n.t === 'cmp' && n.text === '<>')) {
    return M.operator(n.t === 'cmp' ? '<>' : n.t.toUpperCase());
  }
  if (n.t === 'fn' && n.text !== 'begins_with') {
    return n.text === 'size'
      ? 'KeyConditionExpressions cannot contain nested operations'
      : M.operator(n.text);
  }
  if ((n.t === 'between' || n.t === 'fn') && n.args[0]?.t !== 'path') {
    return M.firstOperand(n.t === 'fn' ? n.text : 'BETWEEN');
  }
  let attribute: string | undefined;
  let at = 0;
  for (const [i, arg] of n.args.entries()) {
    if (arg.t === 'path') {
      if (attribute !== undefined)
        return `${INVALID_COND}Multiple attribute names used in one condition`;
      if (arg.segs.length > 1)
        return 'KeyConditionExpressions cannot have conditions on nested attributes';
      const head = arg.segs[0];
      attribute = head?.kind === 'attrName' ? (s.names.get(head.text) ?? head.text) : head?.text;
      at = i;
    } else if (arg.t !== 'value') {
      const problem = collectKeyConditions(arg, s, out);
      if (problem) return problem;
    }
  }
  if (n.t === 'and') return undefined;
  if (attribute === undefined) return `${INVALID_COND}No key attribute specified`;
  if (out.has(attribute)) return 'KeyConditionExpressions must only contain one condition per key';
  // `:v < SK` is accepted and means `SK > :v`.
  const operator =
    n.t === 'between' ? 'BETWEEN' : n.t === 'fn' ? 'begins_with' : at === 0 ? n.text : FLIP[n.text];
  out.set(attribute, {
    operator: operator as SortKeyOperator,
    operands: n.args.filter((_, i) => i !== at)
  });
  return undefined;
}
