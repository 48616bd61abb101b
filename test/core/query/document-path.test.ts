import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { ExpressionScope } from '../../../src/core/query/check-expression-tree.ts';
import { documentPath } from '../../../src/core/query/document-path.ts';
import type { ExprNode } from '../../../src/core/query/parse-expression.ts';
import { parseFilterExpression } from '../../../src/core/query/parse-filter-expression.ts';
import type { DocumentPath } from '../../../src/core/query/parse-projection-expression.ts';

const scope = (
  names: [string, string][],
  values: [string, AttributeValue][] = [[':v', { S: 'v' }]]
): ExpressionScope => ({
  names: new Map(names),
  values: new Map(values),
  usedNames: new Set(),
  usedValues: new Set()
});

/** The left operand of `<path> = :v`, parsed and checked. */
const leftPath = (path: string, s: ExpressionScope): ExprNode => {
  const root = parseFilterExpression(`${path} = :v`, s);
  if (typeof root === 'string') throw new Error(root);
  const left = root.args[0]!;
  expect(left.t).toBe('path');
  return left;
};

describe('documentPath', () => {
  it.each<[string, [string, string][], DocumentPath]>([
    ['a', [], ['a']],
    ['#l[0].sku', [['#l', 'lines']], ['lines', 0, 'sku']],
    ['a.b.c', [], ['a', 'b', 'c']],
    ['a[10][2]', [], ['a', 10, 2]],
    [
      '#m.#k',
      [
        ['#m', 'meta'],
        ['#k', 'key']
      ],
      ['meta', 'key']
    ],
    ['m.#k[3]', [['#k', 'a.b']], ['m', 'a.b', 3]],
    ['#s', [['#s', 'status']], ['status']],
    ['#p.x', [['#p', '__proto__']], ['__proto__', 'x']],
    ['#n', [['#n', '0']], ['0']]
  ])('%s is %j', (path, names, want) => {
    const s = scope(names);
    expect(documentPath(leftPath(path, s), s)).toEqual(want);
  });

  it('keeps a #name the scope does not define as written', () => {
    const s = scope([['#l', 'lines']]);
    expect(documentPath(leftPath('#l[0].sku', s), { names: new Map() })).toEqual(['#l', 0, 'sku']);
  });
});
