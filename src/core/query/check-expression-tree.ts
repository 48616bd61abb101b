import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeValue, KeyType } from '../model/attribute-value.ts';
import { typeOf } from '../model/attribute-value.ts';
import { compareBytes, decodeBase64 } from '../keys/base64.ts';
import { compareUtf8 } from '../keys/compare-utf8.ts';
import { compareNumberText } from '../keys/decimal.ts';
import type { ExprNode } from './parse-expression.ts';
import { isReservedWord } from './reserved-words.ts';

/**
 * The checks DynamoDB's parser makes on a condition syntax tree before any key rule
 * applies, with DynamoDB's own wording for each problem.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.OperatorsAndFunctions.html
 */

// Operand counts of the condition grammar's functions; any other name is refused.
const ARITY = new Map<string, number>([
  ['attribute_exists', 1],
  ['attribute_not_exists', 1],
  ['attribute_type', 2],
  ['begins_with', 2],
  ['contains', 2],
  ['size', 1]
]);

// DynamoDB's wording for problems the condition grammar itself finds.
const M = {
  misused: (f: string) =>
    `The function is not allowed to be used this way in an expression; function: ${f}`,
  distinct: (op: string, first: string) =>
    `The first operand must be distinct from the remaining operands for this operator or function; operator: ${op}, first operand: [${first}]`,
  betweenTypes: (operands: string) =>
    `The BETWEEN operator requires same data type for lower and upper bounds; ${operands}`,
  betweenOrder: (operands: string) =>
    `The BETWEEN operator requires upper bound to be greater than or equal to lower bound; ${operands}`,
  operandCount: (f: string, n: number) =>
    `Incorrect number of operands for operator or function; operator or function: ${f}, number of operands: ${n}`,
  operandType: (f: string, t: string) =>
    `Incorrect operand type for operator or function; operator or function: ${f}, operand type: ${t}`,
  typeName: (t: string) =>
    `Invalid attribute type name found; type: ${t}, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}`,
  reserved: (w: string) => `Attribute name is a reserved keyword; reserved keyword: ${w}`,
  noName: (n: string) =>
    `An expression attribute name used in the document path is not defined; attribute name: ${n}`,
  noValue: (v: string) =>
    `An expression attribute value used in expression is not defined; attribute value: ${v}`,
  operators: (n: number) => `The expression contains too many operators; operator count: ${n}`,
  inOperands: (n: number) =>
    `The IN operator is provided with too many operands; number of operands: ${n}`
};

// DynamoDB's limits on one expression (operators, IN operands) are in core/limits.

type Bag<K extends string> = Partial<Record<K, string>>;
const put = <K extends string>(bag: Bag<K>, key: K, message: string): void => {
  bag[key] ??= message; // DynamoDB reports the first problem of each kind
};

/** Placeholders in force, and those the tree used (for DynamoDB's unused-placeholder check). */
export interface ExpressionScope {
  names: ReadonlyMap<string, string>;
  values: ReadonlyMap<string, AttributeValue>;
  usedNames: Set<string>;
  usedValues: Set<string>;
}

const pathText = (n: ExprNode, s: ExpressionScope): string[] =>
  n.segs.map((t) =>
    t.kind === 'number'
      ? `[${t.text}]`
      : t.kind === 'attrName'
        ? (s.names.get(t.text) ?? t.text)
        : t.text
  );

/** The text of an S, N or B value; undefined for other types. */
export const scalarOf = (v: AttributeValue): string | undefined =>
  'S' in v ? v.S : 'N' in v ? v.N : 'B' in v ? v.B : undefined;

// DynamoDB prints operands as `{S:ITEM#024}`; non-scalars only reach here in type-mismatch messages.
function render(v: AttributeValue): string {
  const type = typeOf(v);
  return `{${type}:${scalarOf(v) ?? JSON.stringify((v as Record<string, unknown>)[type])}}`;
}

/** Order two same-typed scalars as DynamoDB orders keys of that type. */
function compareScalar(type: KeyType, low: AttributeValue, high: AttributeValue): number {
  const [a, b] = [scalarOf(low) ?? '', scalarOf(high) ?? ''];
  if (type === 'S') return compareUtf8(a, b);
  if (type === 'N') return compareNumberText(a, b); // exact decimal, never a float
  // Binary values were checked as base64 up front, so decoding cannot fail here.
  return compareBytes(decodeBase64(a) ?? new Uint8Array(), decodeBase64(b) ?? new Uint8Array());
}

const TYPE_NAMES = new Set(['S', 'N', 'B', 'NULL', 'SS', 'BOOL', 'L', 'BS', 'NS', 'M']);

/** A function's operand-type problem in DynamoDB's words (dynalite's checks), if any. */
function functionOperandProblem(
  n: ExprNode,
  typeOfNode: (a: ExprNode) => string | undefined,
  valueOf: (a: ExprNode) => AttributeValue | undefined
): string | undefined {
  const [first, second] = n.args as [ExprNode, ExprNode | undefined];
  switch (n.text) {
    case 'attribute_exists':
    case 'attribute_not_exists':
      return first.t === 'path'
        ? undefined
        : `Operator or function requires a document path; operator or function: ${n.text}`;
    case 'begins_with': {
      const bad = n.args.map(typeOfNode).find((t) => t && t !== 'S' && t !== 'B');
      return bad ? M.operandType(n.text, bad) : undefined;
    }
    case 'attribute_type': {
      const type = second && typeOfNode(second);
      if (type !== 'S') return M.operandType(n.text, type ?? '{NS,SS,L,BS,N,M,B,BOOL,NULL,S}');
      const name = scalarOf(valueOf(second!)!) ?? '';
      return TYPE_NAMES.has(name) ? undefined : M.typeName(name);
    }
    case 'size': {
      const type = typeOfNode(first);
      return type === 'N' || type === 'BOOL' || type === 'NULL'
        ? M.operandType(n.text, type)
        : undefined;
    }
  }
  return undefined;
}

/**
 * The checks DynamoDB's parser makes on the whole tree, walked in source order and
 * reported by its precedence: brackets, function names, the expression limits (operators and
 * functions, then IN operands), function misuse, reserved words, then the first failing
 * condition (undefined placeholder, operand count, repeated operand, operand type or BETWEEN
 * bounds). The walk is iterative (an explicit stack), so no depth of tree can overflow it.
 * Unsure: where DynamoDB ranks its two limits among the other problems; it counts the first
 * operator past the limit (its message always says 301), and parentheses are not operators.
 * AND, OR, NOT, the comparators, BETWEEN, IN and function calls count, as the quota page says
 * ("operators or functions"); ranking function names first matches DynamoDB answering 1,355
 * nested `f(` with "Invalid function name" (scylladb's test_limits.py, run against DynamoDB).
 */
export function checkExpressionTree(root: ExprNode, s: ExpressionScope): string | undefined {
  const top: Bag<'parens' | 'fnName' | 'limit' | 'misused' | 'reserved' | 'condition'> = {};
  const cond: Bag<'ref' | 'count' | 'distinct' | 'type'> = {};
  let operators = 0;
  const valueOf = (n: ExprNode): AttributeValue | undefined =>
    n.t === 'value' ? s.values.get(n.text) : undefined;
  const typeOfNode = (n: ExprNode): string | undefined => {
    const v = valueOf(n);
    return v ? typeOf(v) : n.t === 'fn' ? (n.text === 'size' ? 'N' : 'BOOL') : undefined;
  };
  const misused = (args: ExprNode[], allowSize: boolean): void => {
    const f = args.find((a) => a.t === 'fn' && (a.text !== 'size' || !allowSize));
    if (f) put(top, 'misused', M.misused(f.text));
  };
  const distinct = (op: string, [a, b, ...rest]: ExprNode[]): void => {
    if (rest.length || a?.t !== 'path' || b?.t !== 'path') return;
    const first = pathText(a, s).join(', ');
    if (first !== pathText(b, s).join(', ')) return;
    put(cond, 'distinct', M.distinct(op, first));
  };
  const between = (low: AttributeValue | undefined, high: AttributeValue | undefined): void => {
    if (!low || !high) return;
    const [lt, ht] = [typeOf(low), typeOf(high)];
    const operands = `lower bound operand: AttributeValue: ${render(low)}, upper bound operand: AttributeValue: ${render(high)}`;
    if (lt !== ht) return put(cond, 'type', M.betweenTypes(operands));
    const order = lt === 'S' || lt === 'N' || lt === 'B' ? compareScalar(lt, low, high) : 0;
    if (order > 0) put(cond, 'type', M.betweenOrder(operands));
  };
  const fn = (n: ExprNode): void => {
    const arity = ARITY.get(n.text);
    if (arity === undefined)
      return put(top, 'fnName', `Invalid function name; function: ${n.text}`);
    if (arity !== n.args.length) return put(cond, 'count', M.operandCount(n.text, n.args.length));
    distinct(n.text, n.args);
    const problem = functionOperandProblem(n, typeOfNode, valueOf);
    if (problem) put(cond, 'type', problem);
  };
  const logical = (n: ExprNode): boolean => n.t === 'and' || n.t === 'or' || n.t === 'not';
  const visit = (n: ExprNode, isCondition: boolean): void => {
    if (
      n.t !== 'path' &&
      n.t !== 'value' &&
      ++operators === DYNAMODB_LIMITS.expressionOperators + 1
    )
      put(top, 'limit', M.operators(operators));
    if (n.t === 'in' && n.args.length - 1 > DYNAMODB_LIMITS.inOperands)
      put(top, 'limit', M.inOperands(n.args.length - 1));
    if (n.parens > 1) put(top, 'parens', 'The expression has redundant parentheses;');
    if (logical(n)) {
      misused(
        n.args.filter((a) => a.t === 'fn' && a.text === 'size'),
        false
      );
    } else if (n.t !== 'path' && n.t !== 'value') misused(n.args, true);
    if (n.t === 'fn') fn(n);
    if (n.t === 'cmp') distinct(n.text, n.args);
    if (n.t === 'between') between(valueOf(n.args[1] as ExprNode), valueOf(n.args[2] as ExprNode));
    for (const t of n.segs) {
      if (t.kind === 'name' && isReservedWord(t.text)) put(top, 'reserved', M.reserved(t.text));
      if (t.kind !== 'attrName') continue;
      if (s.names.has(t.text)) s.usedNames.add(t.text);
      else put(cond, 'ref', M.noName(t.text));
    }
    if (n.t === 'value') {
      if (s.values.has(n.text)) s.usedValues.add(n.text);
      else put(cond, 'ref', M.noValue(n.text));
    }
    if (isCondition && !logical(n)) {
      const first = cond.ref ?? cond.count ?? cond.distinct ?? cond.type;
      if (first) put(top, 'condition', first);
    }
  };
  // Post-order, arguments left to right, as a recursive walk would visit them.
  const stack: { n: ExprNode; isCondition: boolean; opened: boolean }[] = [
    { n: root, isCondition: true, opened: false }
  ];
  while (stack.length) {
    const frame = stack[stack.length - 1]!;
    if (!frame.opened) {
      frame.opened = true;
      const args = frame.n.args;
      for (let k = args.length - 1; k >= 0; k--)
        stack.push({ n: args[k]!, isCondition: logical(frame.n), opened: false });
      continue;
    }
    stack.pop();
    visit(frame.n, frame.isCondition);
  }
  if (root.t === 'fn' && root.text === 'size') put(top, 'misused', M.misused('size'));
  return top.parens ?? top.fnName ?? top.limit ?? top.misused ?? top.reserved ?? top.condition;
}
