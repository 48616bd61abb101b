import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../../src/core/query/parse-expression.ts';
import { tokenizeExpression } from '../../../src/core/query/tokenize-expression.ts';
import { recursiveParseExpression } from './recursive-parse-expression.ts';

describe('parseExpression', () => {
  const parse = (text: string) => parseExpression(tokenizeExpression(text));
  it('builds AND/OR/NOT, comparisons, BETWEEN, IN and functions', () => {
    const tree = parse(
      'NOT (a = :x) OR b BETWEEN :l AND :h AND c IN (:x, :y) AND begins_with(d, :p)'
    );
    expect(typeof tree).toBe('object');
    if (typeof tree === 'number') return;
    expect(tree.t).toBe('or');
    expect(tree.args.map((n) => n.t)).toEqual(['not', 'and']);
  });
  it('counts brackets on each node', () => {
    const tree = parse('((a = :x))');
    expect(typeof tree !== 'number' && tree.parens).toBe(2);
  });
  it.each([
    ['a =', 2],
    ['a = :x b', 3],
    ['(a = :x', 4],
    ['a BETWEEN :x', 3]
  ])('reports the furthest failing token for %s', (text, index) => {
    expect(parse(text)).toBe(index);
  });
});

describe('parseExpression on any input', () => {
  const parse = (text: string) => parseExpression(tokenizeExpression(text));

  // Tokens of the grammar, and a few that are not; sequences of them are mostly invalid, which
  // is where a parser's backtracking and error position are tested hardest.
  const WORDS = [
    '(',
    ')',
    '(',
    ')',
    'a',
    '#n',
    ':v',
    ',',
    '=',
    '<>',
    '<',
    'AND',
    'OR',
    'NOT',
    'BETWEEN',
    'IN',
    'size',
    'f',
    '.',
    '[',
    '0',
    ']',
    '-'
  ];
  const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 24 }).map((ws) => ws.join(' '));
  // Mostly-valid expressions, built from the grammar.
  const operand = fc.oneof(
    fc.constantFrom('a', '#n', ':v', 'a.b[0]', 'size(a)', '(a)', 'f(a, :v)'),
    fc.constantFrom('((a))', '(size(#n))')
  );
  const cond = fc.letrec<{ c: string }>((tie) => ({
    c: fc.oneof(
      { depthSize: 'small' },
      fc.tuple(operand, fc.constantFrom('=', '<', '<>', '>='), operand).map((p) => p.join(' ')),
      fc.tuple(operand, operand, operand).map(([a, b, c]) => `${a} BETWEEN ${b} AND ${c}`),
      fc
        .tuple(operand, fc.array(operand, { minLength: 1, maxLength: 3 }))
        .map(([a, l]) => `${a} IN (${l.join(', ')})`),
      fc.constantFrom('attribute_exists(a)', 'begins_with(#n, :v)'),
      tie('c').map((c) => `NOT ${c}`),
      tie('c').map((c) => `(${c})`),
      fc.tuple(tie('c'), fc.constantFrom('AND', 'OR'), tie('c')).map((p) => p.join(' '))
    )
  })).c;

  it('gives the same tree, or the same error position, as the recursive parser it replaced', () => {
    fc.assert(
      fc.property(fc.oneof(text, cond), (t) => {
        const tokens = tokenizeExpression(t);
        expect(parseExpression(tokens)).toEqual(recursiveParseExpression(tokens));
      }),
      { seed: 61, numRuns: 4000 }
    );
  });

  it.each([
    ['100,000 brackets around a condition', '('.repeat(100_000) + 'a = :v' + ')'.repeat(100_000)],
    ['20,000 brackets around an operand', '('.repeat(20_000) + 'a' + ')'.repeat(20_000) + ' = :v'],
    ['100,000 NOTs', 'NOT '.repeat(100_000) + 'a = :v'],
    ['100,000 ORs', Array(100_000).fill('a = :v').join(' OR ')],
    ['100,000 nested calls', 'a < ' + 'f('.repeat(100_000) + ':v' + ')'.repeat(100_000)],
    ['10,000 unclosed brackets', '('.repeat(10_000) + 'a = :v']
  ])('parses %s without overflowing the stack', (_, t) => {
    expect(() => parse(t)).not.toThrow();
  });

  it('keeps the bracket count of a deeply bracketed operand exact', () => {
    const tree = parse('('.repeat(3000) + 'a' + ')'.repeat(3000) + ' = :v');
    if (typeof tree === 'number') throw new Error(`syntax error at ${tree}`);
    expect(tree.t).toBe('cmp');
    expect(tree.args[0]!.parens).toBe(3000);
    expect(tree.args[1]!.parens).toBe(0);
  });
});
