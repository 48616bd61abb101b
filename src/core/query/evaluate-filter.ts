import type { AttributeMap, AttributeValue } from '../model/attribute-value.ts';
import { typeOf } from '../model/attribute-value.ts';
import { compareBytes, decodeBase64 } from '../keys/base64.ts';
import { compareUtf8 } from '../keys/compare-utf8.ts';
import { compareNumberText } from '../keys/decimal.ts';
import type { ExpressionScope } from './check-expression-tree.ts';
import type { ExprNode } from './parse-expression.ts';
import { documentPath } from './document-path.ts';
import { resolvePath } from './project-item.ts';

type Scope = Pick<ExpressionScope, 'names' | 'values'>;

/**
 * Whether an item passes a checked FilterExpression tree. Comparisons need both sides present
 * and of one type (`<>` is true otherwise); `<`, `<=`, `>`, `>=` and BETWEEN order S by UTF-8
 * bytes, N by exact value and B by unsigned bytes; `size` is a string's length, a binary's
 * bytes, or a set's, list's or map's element count; `contains` finds a substring of S or B,
 * or an element of a set or list.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.OperatorsAndFunctions.html
 *
 * @example
 * evaluateFilter(parseFilterExpression('n > :one', scope) as ExprNode, { n: { N: '2' } }, scope); // true
 */
export function evaluateFilter(root: ExprNode, item: AttributeMap, scope: Scope): boolean {
  // AND, OR and NOT walked with an explicit stack (short-circuiting as `&&` and `||` do), so no
  // depth of tree can overflow the stack. `stage` counts the arguments already evaluated.
  const nodes: ExprNode[] = [root];
  const stage: number[] = [0];
  let result = false;
  while (nodes.length) {
    const n = nodes[nodes.length - 1]!;
    const k = stage.length - 1;
    const done = stage[k]!;
    const logical = n.t === 'and' || n.t === 'or' || n.t === 'not';
    // The next argument to evaluate, unless the ones so far decide the node.
    const next =
      !logical || done === n.args.length || (done === 1 && (n.t === 'and' ? !result : result))
        ? undefined
        : n.args[done];
    if (next) {
      stage[k] = done + 1;
      nodes.push(next);
      stage.push(0);
      continue;
    }
    if (n.t === 'not') result = !result;
    else if (!logical) result = condition(n, item, scope);
    nodes.pop();
    stage.pop();
  }
  return result;
}

/** A comparison, BETWEEN, IN or function node. */
function condition(n: ExprNode, item: AttributeMap, scope: Scope): boolean {
  const arg = (i: number) => operand(n.args[i]!, item, scope);
  switch (n.t) {
    case 'cmp':
      return compareOperands(n.text, arg(0), arg(1));
    case 'between': {
      const [v, low, high] = [arg(0), arg(1), arg(2)];
      return compareOperands('>=', v, low) && compareOperands('<=', v, high);
    }
    case 'in': {
      const v = arg(0);
      return n.args.slice(1).some((_, i) => compareOperands('=', v, arg(i + 1)));
    }
    case 'fn':
      return callFunction(n.text, arg(0), n.args.length > 1 ? arg(1) : undefined);
    default:
      return false;
  }
}

function operand(n: ExprNode, item: AttributeMap, scope: Scope): AttributeValue | undefined {
  // `size(size(…))` unwound as a loop: a checked tree never nests it, an unchecked one may.
  let sizes = 0;
  while (n.t === 'fn' && n.text === 'size' && n.args[0]) [n, sizes] = [n.args[0], sizes + 1];
  let v: AttributeValue | undefined =
    n.t === 'value'
      ? scope.values.get(n.text)
      : n.t === 'path'
        ? resolvePath(item, documentPath(n, scope as ExpressionScope))
        : undefined;
  for (; sizes > 0; sizes--) v = sizeOf(v);
  return v;
}

function sizeOf(v: AttributeValue | undefined): AttributeValue | undefined {
  if (!v) return undefined;
  let size: number | undefined;
  if ('S' in v) size = v.S.length;
  else if ('B' in v) size = decodeBase64(v.B)?.length;
  else if ('SS' in v) size = v.SS.length;
  else if ('NS' in v) size = v.NS.length;
  else if ('BS' in v) size = v.BS.length;
  else if ('L' in v) size = v.L.length;
  else if ('M' in v) size = Object.keys(v.M).length;
  return size === undefined ? undefined : { N: String(size) };
}

function callFunction(name: string, a?: AttributeValue, b?: AttributeValue): boolean {
  switch (name) {
    case 'attribute_exists':
      return a !== undefined;
    case 'attribute_not_exists':
      return a === undefined;
    case 'attribute_type':
      return a !== undefined && b !== undefined && 'S' in b && typeOf(a) === b.S;
    case 'begins_with':
      if (!a || !b) return false;
      if ('S' in a && 'S' in b) return a.S.startsWith(b.S);
      if ('B' in a && 'B' in b) return indexOfBytes(bytes(a.B), bytes(b.B)) === 0;
      return false;
    case 'contains':
      return a !== undefined && b !== undefined && contains(a, b);
  }
  return false;
}

function contains(a: AttributeValue, b: AttributeValue): boolean {
  if ('S' in a && 'S' in b) return a.S.includes(b.S);
  if ('B' in a && 'B' in b) return indexOfBytes(bytes(a.B), bytes(b.B)) >= 0;
  if ('SS' in a && 'S' in b) return a.SS.includes(b.S);
  if ('NS' in a && 'N' in b) return a.NS.some((x) => compareNumberText(x, b.N) === 0);
  if ('BS' in a && 'B' in b) return a.BS.some((x) => compareBytes(bytes(x), bytes(b.B)) === 0);
  if ('L' in a) return a.L.some((x) => valuesEqual(x, b));
  return false;
}

/** `=`, `<>`, `<`, `<=`, `>`, `>=` between two operands, either possibly missing. */
function compareOperands(op: string, a?: AttributeValue, b?: AttributeValue): boolean {
  const same = a !== undefined && b !== undefined && typeOf(a) === typeOf(b);
  if (op === '=') return same && valuesEqual(a, b);
  if (op === '<>') return !(same && valuesEqual(a!, b!));
  if (!same) return false;
  const c = compareScalars(a, b);
  if (c === undefined) return false;
  return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
}

function compareScalars(a: AttributeValue, b: AttributeValue): number | undefined {
  if ('S' in a && 'S' in b) return compareUtf8(a.S, b.S);
  if ('N' in a && 'N' in b) return compareNumberText(a.N, b.N);
  if ('B' in a && 'B' in b) return compareBytes(bytes(a.B), bytes(b.B));
  return undefined;
}

/** DynamoDB equality: numbers by value, sets regardless of order, lists and maps deeply. */
export function valuesEqual(a: AttributeValue, b: AttributeValue): boolean {
  if (typeOf(a) !== typeOf(b)) return false;
  if ('L' in a && 'L' in b)
    return a.L.length === b.L.length && a.L.every((x, i) => valuesEqual(x, b.L[i]!));
  if ('M' in a && 'M' in b) {
    const keys = Object.keys(a.M);
    return (
      keys.length === Object.keys(b.M).length &&
      keys.every((k) => Object.hasOwn(b.M, k) && valuesEqual(a.M[k]!, b.M[k]!))
    );
  }
  const scalar = compareScalars(a, b);
  if (scalar !== undefined) return scalar === 0;
  if ('SS' in a || 'NS' in a || 'BS' in a) {
    const [x, y] = [setOf(a), setOf(b)];
    return x.length === y.length && x.every((e) => y.some((f) => valuesEqual(e, f)));
  }
  return JSON.stringify(a) === JSON.stringify(b); // BOOL and NULL
}

function setOf(v: AttributeValue): AttributeValue[] {
  if ('SS' in v) return v.SS.map((S) => ({ S }));
  if ('NS' in v) return v.NS.map((N) => ({ N }));
  if ('BS' in v) return v.BS.map((B) => ({ B }));
  return [];
}

function bytes(b64: string): Uint8Array {
  return decodeBase64(b64) ?? new Uint8Array();
}

function indexOfBytes(hay: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
