import { trampoline, type Task } from '../recursion/trampoline.ts';
import type { Token } from './tokenize-expression.ts';

/**
 * Parser for DynamoDB's condition grammar, which KeyConditionExpression shares with
 * ConditionExpression and FilterExpression: tokens in, syntax tree out. The checks
 * DynamoDB's parser makes on that tree live in `checkExpressionTree`.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.OperatorsAndFunctions.html
 */

/** Node kinds of the condition grammar's syntax tree. */
export type NodeType = 'and' | 'or' | 'not' | 'cmp' | 'between' | 'in' | 'fn' | 'path' | 'value';
/** A syntax tree node; `parens` counts the brackets written around it. */
export interface ExprNode {
  t: NodeType;
  args: ExprNode[];
  text: string; // comparator, function name or `:value`
  segs: Token[]; // path pieces: names, #names and [index] numbers
  parens: number;
}
const COMPARATORS = new Set(['=', '<>', '<', '<=', '>', '>=']);
const FAIL = Symbol('syntax');

/**
 * Parse tokens with DynamoDB's condition grammar (OR, AND, NOT, comparisons, BETWEEN,
 * IN, functions, brackets, nested paths), returning the tree or, on a syntax error,
 * the index of the offending token. Recursive descent with backtracking; a failure
 * reports the furthest token reached, as PEG parsers do. The recursion runs on a
 * `trampoline` (each rule a generator that yields the rules it calls), so no nesting of
 * brackets, NOTs or function calls can overflow the stack. An operand is parsed once per
 * position (memoized), so backtracking over deeply bracketed operands stays linear.
 *
 * @example
 * parseExpression(tokenizeExpression('#a = :v AND NOT b < :w')); // { t: 'and', args: [cmp, not] … }
 * parseExpression(tokenizeExpression('a = = b')); // 2, the index of the second "="
 */
export function parseExpression(tokens: readonly Token[]): ExprNode | number {
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
  const skip = (): true => {
    pos++;
    return true;
  };
  function* attempt(f: () => Task<ExprNode>): Task<ExprNode | undefined> {
    const saved = pos;
    try {
      return (yield f()) as ExprNode;
    } catch (e) {
      if (e !== FAIL) throw e;
      pos = saved;
      return undefined;
    }
  }
  function* bracketed(inner: () => Task<ExprNode>): Task<ExprNode> {
    eat('(');
    const n = (yield inner()) as ExprNode;
    eat(')');
    n.parens++;
    return n;
  }
  const binary = (word: 'AND' | 'OR', next: () => Task<ExprNode>) =>
    function* (): Task<ExprNode> {
      let left = (yield next()) as ExprNode;
      while (is(word)) {
        pos++;
        left = node(word === 'AND' ? 'and' : 'or', [left, (yield next()) as ExprNode]);
      }
      return left;
    };
  function* operands(): Task<ExprNode[]> {
    const out = [(yield operand()) as ExprNode];
    while (is(',') && skip()) out.push((yield operand()) as ExprNode);
    return out;
  }
  // An operand's parse by start position: its end, and a copy of its node (`bracketed`
  // mutates the node it returns), or FAIL. Re-parsing from the same position gives the same
  // answer and no new furthest failure, so a repeat can be answered from here.
  const memo = new Map<number, { end: number; node: ExprNode } | typeof FAIL>();
  function* operand(): Task<ExprNode> {
    const start = pos;
    const known = memo.get(start);
    if (known === FAIL) throw FAIL;
    if (known) {
      pos = known.end;
      return { ...known.node };
    }
    try {
      const n = (yield parseOperand()) as ExprNode;
      memo.set(start, { end: pos, node: { ...n } });
      return n;
    } catch (e) {
      if (e === FAIL) memo.set(start, FAIL);
      throw e;
    }
  }
  function* parseOperand(): Task<ExprNode> {
    const t = tok();
    if (is('(')) return (yield bracketed(operand)) as ExprNode;
    if (t.kind === 'value' && skip()) return node('value', [], t.text);
    if (t.kind === 'name' && is('(', pos + 1)) {
      pos += 2;
      const fn = node('fn', (yield operands()) as ExprNode[], t.text);
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
  }
  function* condition(): Task<ExprNode> {
    const left = (yield operand()) as ExprNode;
    const t = tok();
    if (t.kind === 'symbol' && COMPARATORS.has(t.text) && skip()) {
      return node('cmp', [left, (yield operand()) as ExprNode], t.text);
    }
    if (is('BETWEEN') && skip()) {
      const low = (yield operand()) as ExprNode;
      eat('AND');
      return node('between', [left, low, (yield operand()) as ExprNode]);
    }
    if (is('IN') && skip()) {
      eat('(');
      const list = node('in', [left, ...((yield operands()) as ExprNode[])]);
      eat(')');
      return list;
    }
    return left.t === 'fn' ? left : fail();
  }
  function* primary(): Task<ExprNode> {
    if (is('NOT') && skip()) return node('not', [(yield primary()) as ExprNode]);
    // `(` opens either a bracketed condition or a bracketed operand: try the first.
    const grouped = is('(')
      ? ((yield attempt(() => bracketed(or))) as ExprNode | undefined)
      : undefined;
    return grouped ?? ((yield condition()) as ExprNode);
  }
  const or = binary('OR', binary('AND', primary));
  function* root(): Task<ExprNode> {
    const n = (yield or()) as ExprNode;
    if (tok().kind !== 'eof') fail();
    return n;
  }
  try {
    return trampoline(root());
  } catch (e) {
    if (e !== FAIL) throw e;
    return furthest;
  }
}
