import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../../src/core/query/parse-expression.ts';
import { tokenizeExpression } from '../../../src/core/query/tokenize-expression.ts';

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
