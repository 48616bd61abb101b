import { describe, expect, it } from 'vitest';
import type { ExpressionScope } from '../../../src/core/query/check-expression-tree.ts';
import {
  parseProjectionExpression,
  type DocumentPath
} from '../../../src/core/query/parse-projection-expression.ts';

const scope = (names: Record<string, string> = {}): ExpressionScope => ({
  names: new Map(Object.entries(names)),
  values: new Map(),
  usedNames: new Set(),
  usedValues: new Set()
});
const P = 'Invalid ProjectionExpression: ';

describe('parseProjectionExpression', () => {
  it.each<[string, Record<string, string>, DocumentPath[]]>([
    ['title', {}, [['title']]],
    ['a, b,c', {}, [['a'], ['b'], ['c']]],
    ['a.b.c', {}, [['a', 'b', 'c']]],
    ['a[0]', {}, [['a', 0]]],
    ['a[10][2].b', {}, [['a', 10, 2, 'b']]],
    [
      '#n.#m, #n.x',
      { '#n': 'name', '#m': 'count' },
      [
        ['name', 'count'],
        ['name', 'x']
      ]
    ],
    [
      'a[1], a[0]',
      {},
      [
        ['a', 1],
        ['a', 0]
      ]
    ],
    ['#p', { '#p': '__proto__' }, [['__proto__']]]
  ])('reads %j', (text, names, want) => {
    expect(parseProjectionExpression(text, scope(names))).toEqual(want);
  });

  it.each<[string, Record<string, string>, string]>([
    ['', {}, 'The expression can not be empty;'],
    ['a,', {}, 'Syntax error; token: "<EOF>", near: ","'],
    ['a b', {}, 'Syntax error; token: "b", near: "a b"'],
    ['a.', {}, 'Syntax error; token: "<EOF>", near: "."'],
    ['a[x]', {}, 'Syntax error; token: "x", near: "[x]"'],
    ['a[0', {}, 'Syntax error; token: "<EOF>", near: "0"'],
    ['a = b', {}, 'Syntax error; token: "=", near: "a = b"'],
    ['name', {}, 'Attribute name is a reserved keyword; reserved keyword: name'],
    ['a.Count', {}, 'Attribute name is a reserved keyword; reserved keyword: Count'],
    [
      '#x',
      {},
      'An expression attribute name used in the document path is not defined; attribute name: #x'
    ],
    ['#x, name', {}, 'Attribute name is a reserved keyword; reserved keyword: name'],
    [
      'a, a',
      {},
      'Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a]'
    ],
    [
      'a.b, a',
      {},
      'Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a, b], path two: [a]'
    ],
    [
      'a[0], #a.b',
      { '#a': 'a' },
      'Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [a, [0]], path two: [a, b]'
    ],
    [
      'a[0], a.b, a',
      {},
      'Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a, [0]], path two: [a]'
    ]
  ])('refuses %j', (text, names, want) => {
    expect(parseProjectionExpression(text, scope(names))).toBe(P + want);
  });

  it('marks the #names it uses, and only those', () => {
    const s = scope({ '#a': 'x', '#b': 'y' });
    parseProjectionExpression('#a.c', s);
    expect([...s.usedNames]).toEqual(['#a']);
  });
});

describe('parseProjectionExpression size limit', () => {
  it('takes 4,096 bytes and refuses 4,097 in DynamoDB words', () => {
    const paths = (n: number) =>
      Array.from({ length: n }, (_, i) => `a${String(i).padStart(4, '0')}`).join(',');
    const fits = paths(682) + 'x'.repeat(4096 - paths(682).length);
    expect(fits.length).toBe(4096);
    expect(Array.isArray(parseProjectionExpression(fits, scope()))).toBe(true);
    expect(parseProjectionExpression(fits + 'x', scope())).toBe(
      P + 'Expression size has exceeded the maximum allowed size; expression size: 4097'
    );
  });
});
