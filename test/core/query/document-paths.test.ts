import { describe, expect, it } from 'vitest';
import type { ExpressionScope } from '../../../src/core/query/check-expression-tree.ts';
import { documentPaths } from '../../../src/core/query/document-paths.ts';
import { parseFilterExpression } from '../../../src/core/query/parse-filter-expression.ts';
import type { DocumentPath } from '../../../src/core/query/parse-projection-expression.ts';

const scope = (names: [string, string][]): ExpressionScope => ({
  names: new Map(names),
  values: new Map([
    [':v', { S: 'v' }],
    [':w', { N: '1' }]
  ]),
  usedNames: new Set(),
  usedValues: new Set()
});

const pathsOf = (text: string, names: [string, string][] = []): DocumentPath[] => {
  const s = scope(names);
  const root = parseFilterExpression(text, s);
  if (typeof root === 'string') throw new Error(root);
  return documentPaths(root, s);
};

describe('documentPaths', () => {
  it.each<[string, [string, string][], DocumentPath[]]>([
    ['#l[0].sku = :v', [['#l', 'lines']], [['lines', 0, 'sku']]],
    [
      'attribute_exists(#s) AND #l[0].sku = :v',
      [
        ['#s', 'status'],
        ['#l', 'lines']
      ],
      [['status'], ['lines', 0, 'sku']]
    ],
    [
      'a.b[2][3].c = :v AND attribute_exists(#s) OR size(m.#k) > :w',
      [
        ['#s', 'status'],
        ['#k', 'key']
      ],
      [['a', 'b', 2, 3, 'c'], ['status'], ['m', 'key']]
    ],
    ['a BETWEEN b AND c', [], [['a'], ['b'], ['c']]],
    ['a IN (b, c.d, :v)', [], [['a'], ['b'], ['c', 'd']]],
    ['NOT (a = b)', [], [['a'], ['b']]],
    ['begins_with(x, :v) AND contains(y, z)', [], [['x'], ['y'], ['z']]],
    ['attribute_exists(a) AND attribute_exists(a)', [], [['a'], ['a']]],
    [':v = a', [], [['a']]],
    [
      '((a = :v) OR (b = :v)) AND (c = :v OR (d = :v AND e = :v))',
      [],
      [['a'], ['b'], ['c'], ['d'], ['e']]
    ]
  ])('%s names %j', (text, names, want) => {
    expect(pathsOf(text, names)).toEqual(want);
  });

  it('walks a tree too deep for recursion without overflowing the stack', () => {
    // Deeper than DynamoDB's operator limit lets a parse go, so the tree is built by hand.
    const depth = 50_000;
    const s = scope([]);
    const leaf = parseFilterExpression('a = :v', s);
    if (typeof leaf === 'string') throw new Error(leaf);
    let n = leaf;
    for (let i = 0; i < depth; i++) n = { t: 'not', args: [n], text: '', segs: [], parens: 0 };
    expect(documentPaths(n, s)).toEqual([['a']]);
  });
});
