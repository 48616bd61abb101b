import type { Token } from '../../../src/core/query/tokenize-expression.ts';
import type { ExprNode, NodeType } from '../../../src/core/query/parse-expression.ts';

/**
 * The condition parser as it was before it ran on a trampoline: plain recursive descent, which
 * overflows the stack on deep input. Kept as the oracle `parse-expression.test.ts` compares the
 * stack-safe parser with, on inputs shallow enough for it.
 */
const COMPARATORS = new Set(['=', '<>', '<', '<=', '>', '>=']);
const FAIL = Symbol('syntax');

/**
 * Parse tokens with DynamoDB's condition grammar (OR, AND, NOT, comparisons, BETWEEN,
 * IN, functions, brackets, nested paths), returning the tree or, on a syntax error,
 * the index of the offending token. Recursive descent with backtracking; a failure
 * reports the furthest token reached, as PEG parsers do.
 */
export function recursiveParseExpression(tokens: readonly Token[]): ExprNode | number {
  let pos = 0;
  let furthest = 0;
  const tok = (at = pos): Token => tokens[Math.min(at, tokens.length - 1)] as Token;
  // Symbols and keywords only: a name or placeholder never matches.
  const is = (text: string, at = pos): boolean =>
    (tok(at).kind === 'symbol' || tok(at).kind === 'keyword') &&
    tok(at).text.toUpperCase() === text;
  const fail = (): never => {
    furthest = Math.max(furthest, pos);
    throw FAIL;
  };
  const eat = (text: string): void => {
    if (!is(text)) fail();
    pos++;
  };
  const node = (t: NodeType, args: ExprNode[] = [], text = ''): ExprNode => ({
    t,
    args,
    text,
    segs: [],
    parens: 0
  });
  const attempt = <T>(f: () => T): T | undefined => {
    const saved = pos;
    try {
      return f();
    } catch (e) {
      if (e !== FAIL) throw e;
      pos = saved;
      return undefined;
    }
  };
  const bracketed = <T extends ExprNode>(inner: () => T): T => {
    eat('(');
    const n = inner();
    eat(')');
    n.parens++;
    return n;
  };
  const binary = (word: 'AND' | 'OR', next: () => ExprNode) => (): ExprNode => {
    let left = next();
    while (is(word)) {
      pos++;
      left = node(word === 'AND' ? 'and' : 'or', [left, next()]);
    }
    return left;
  };
  const skip = (): true => {
    pos++;
    return true;
  };
  const operands = (): ExprNode[] => {
    const out = [operand()];
    while (is(',') && skip()) out.push(operand());
    return out;
  };
  const operand = (): ExprNode => {
    const t = tok();
    if (is('(')) return bracketed(operand);
    if (t.kind === 'value' && skip()) return node('value', [], t.text);
    if (t.kind === 'name' && is('(', pos + 1)) {
      pos += 2;
      const fn = node('fn', operands(), t.text);
      eat(')');
      return fn;
    }
    if (t.kind !== 'name' && t.kind !== 'attrName') return fail();
    const path = node('path');
    path.segs.push(t);
    // Nested paths (`a.b`, `a[0]`) parse here so the key checks can refuse them by name.
    for (skip(); is('.') || is('[');) {
      const index = is('[');
      skip();
      const seg = tok();
      if (index ? seg.kind !== 'number' : seg.kind !== 'name' && seg.kind !== 'attrName') fail();
      path.segs.push(seg);
      skip();
      if (index) eat(']');
    }
    return path;
  };
  const condition = (): ExprNode => {
    const left = operand();
    const t = tok();
    if (t.kind === 'symbol' && COMPARATORS.has(t.text) && skip()) {
      return node('cmp', [left, operand()], t.text);
    }
    if (is('BETWEEN') && skip()) {
      const low = operand();
      eat('AND');
      return node('between', [left, low, operand()]);
    }
    if (is('IN') && skip()) {
      eat('(');
      const list = node('in', [left, ...operands()]);
      eat(')');
      return list;
    }
    return left.t === 'fn' ? left : fail();
  };
  const primary = (): ExprNode => {
    if (is('NOT') && skip()) return node('not', [primary()]);
    // `(` opens either a bracketed condition or a bracketed operand: try the first.
    return (is('(') && attempt(() => bracketed(or))) || condition();
  };
  const or = binary('OR', binary('AND', primary));
  try {
    const root = or();
    if (tok().kind !== 'eof') fail();
    return root;
  } catch (e) {
    if (e !== FAIL) throw e;
    return furthest;
  }
}
