import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import type { ExpressionScope } from '../../../src/core/query/check-expression-tree.ts';
import { evaluateFilter, valuesEqual } from '../../../src/core/query/evaluate-filter.ts';
import { parseFilterExpression } from '../../../src/core/query/parse-filter-expression.ts';
import type { ExprNode } from '../../../src/core/query/parse-expression.ts';

const map = (o: Record<string, AttributeValue>): AttributeMap => {
  const m = emptyMap();
  for (const [k, v] of Object.entries(o)) m[k] = v;
  return m;
};
const scope = (values: Record<string, AttributeValue>, names: Record<string, string> = {}) =>
  ({
    names: new Map(Object.entries(names)),
    values: new Map(Object.entries(values)),
    usedNames: new Set(),
    usedValues: new Set()
  }) as ExpressionScope;
const matches = (
  text: string,
  item: AttributeMap,
  values: Record<string, AttributeValue> = {},
  names: Record<string, string> = {}
) => {
  const s = scope(values, names);
  const root = parseFilterExpression(text, s);
  if (typeof root === 'string') throw new Error(root);
  return evaluateFilter(root, item, s);
};

const item = map({
  s: { S: 'héllo' },
  n: { N: '10' },
  b: { B: 'AAEC' }, // bytes 00 01 02
  t: { BOOL: true },
  z: { NULL: true },
  ss: { SS: ['a', 'bb'] },
  ns: { NS: ['1', '2.50'] },
  bs: { BS: ['AQ=='] },
  l: { L: [{ S: 'x' }, { N: '3' }, { M: map({ k: { S: 'v' } }) }] },
  m: { M: map({ a: { N: '1' }, name: { S: 'nm' } }) }
});

describe('evaluateFilter', () => {
  it.each<[string, Record<string, AttributeValue>, boolean]>([
    ['n = :v', { ':v': { N: '1E+1' } }, true],
    ['n = :v', { ':v': { S: '10' } }, false],
    ['n <> :v', { ':v': { S: '10' } }, true],
    ['absent <> :v', { ':v': { S: '10' } }, true],
    ['absent = :v', { ':v': { S: '10' } }, false],
    ['n < :v', { ':v': { N: '9.5' } }, false],
    ['n >= :v', { ':v': { N: '10.0' } }, true],
    ['s > :v', { ':v': { S: 'hz' } }, true], // é (0xC3 0xA9) sorts after z by UTF-8 bytes
    ['b < :v', { ':v': { B: 'AAI=' } }, true],
    ['t < :v', { ':v': { BOOL: true } }, false],
    ['n BETWEEN :a AND :b', { ':a': { N: '10' }, ':b': { N: '11' } }, true],
    ['n BETWEEN :a AND :b', { ':a': { N: '10.5' }, ':b': { N: '11' } }, false],
    ['n IN (:a, :b)', { ':a': { S: 'x' }, ':b': { N: '10' } }, true],
    ['absent IN (:a)', { ':a': { S: 'x' } }, false],
    ['attribute_exists(m.a) AND attribute_not_exists(m.b)', {}, true],
    ['attribute_exists(l[5])', {}, false],
    ['attribute_type(ns, :t)', { ':t': { S: 'NS' } }, true],
    ['attribute_type(absent, :t)', { ':t': { S: 'NULL' } }, false],
    ['begins_with(s, :p)', { ':p': { S: 'hé' } }, true],
    ['begins_with(b, :p)', { ':p': { B: 'AAE=' } }, true],
    ['begins_with(n, :p)', { ':p': { S: '1' } }, false],
    ['contains(s, :p)', { ':p': { S: 'éll' } }, true],
    ['contains(ss, :p)', { ':p': { S: 'b' } }, false],
    ['contains(ss, :p)', { ':p': { S: 'bb' } }, true],
    ['contains(ns, :p)', { ':p': { N: '2.5' } }, true],
    ['contains(bs, :p)', { ':p': { B: 'AQ==' } }, true],
    ['contains(b, :p)', { ':p': { B: 'AQI=' } }, true],
    ['contains(l, :p)', { ':p': { N: '3.0' } }, true],
    ['contains(l, :p)', { ':p': { M: map({ k: { S: 'v' } }) } }, true],
    ['size(s) = :n', { ':n': { N: '5' } }, true],
    ['size(b) = :n', { ':n': { N: '3' } }, true],
    [
      'size(ss) = :n AND size(l) = :m AND size(m) = :k',
      { ':n': { N: '2' }, ':m': { N: '3' }, ':k': { N: '2' } },
      true
    ],
    ['size(n) >= :n', { ':n': { N: '0' } }, false],
    ['size(absent) >= :n', { ':n': { N: '0' } }, false],
    ['l[1] = :n AND l[2].k = :v', { ':n': { N: '3' }, ':v': { S: 'v' } }, true],
    [
      'NOT n = :v OR s = :w AND t = :t',
      { ':v': { N: '10' }, ':w': { S: 'x' }, ':t': { BOOL: true } },
      false
    ],
    [
      '(NOT n = :v OR s = :w) AND t = :t',
      { ':v': { N: '1' }, ':w': { S: 'x' }, ':t': { BOOL: true } },
      true
    ],
    [
      'n = :v OR s = :w AND t = :t',
      { ':v': { N: '10' }, ':w': { S: 'x' }, ':t': { BOOL: false } },
      true
    ],
    ['z = :z AND t = :t', { ':z': { NULL: true }, ':t': { BOOL: true } }, true],
    ['ss = :v', { ':v': { SS: ['bb', 'a'] } }, true],
    ['m = :v', { ':v': { M: map({ name: { S: 'nm' }, a: { N: '1.0' } }) } }, true],
    ['l = :v', { ':v': { L: [{ S: 'x' }, { N: '3' }] } }, false]
  ])('%s with %j is %s', (text, values, want) => {
    expect(matches(text, item, values)).toBe(want);
  });

  it('resolves #names, including __proto__ as an ordinary attribute name', () => {
    const it = emptyMap();
    it['__proto__'] = { S: 'p' };
    expect(matches('#p = :v', it, { ':v': { S: 'p' } }, { '#p': '__proto__' })).toBe(true);
    expect(matches('attribute_exists(#p)', map({}), {}, { '#p': '__proto__' })).toBe(false);
  });

  it('valuesEqual treats number spellings and set orders as equal, types as different', () => {
    expect(valuesEqual({ NS: ['1', '2'] }, { NS: ['2.0', '1E0'] })).toBe(true);
    expect(valuesEqual({ SS: ['a'] }, { SS: ['a', 'b'] })).toBe(false);
    expect(valuesEqual({ S: '1' }, { N: '1' })).toBe(false);
    expect(valuesEqual({ BOOL: true }, { BOOL: false })).toBe(false);
  });
});

// Property: AND/OR/NOT with precedence and brackets agree with JavaScript's own booleans.
type Tree = { leaf: number } | { not: Tree } | { and: [Tree, Tree] } | { or: [Tree, Tree] };
const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
  t: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 0, max: 5 }).map((leaf) => ({ leaf })),
    tie('t').map((t) => ({ not: t })),
    fc.tuple(tie('t'), tie('t')).map((p) => ({ and: p })),
    fc.tuple(tie('t'), tie('t')).map((p) => ({ or: p }))
  )
})).t;

/** Text with brackets only where precedence needs them: NOT binds tighter than AND, AND than OR. */
function render(t: Tree, min = 0): string {
  if ('leaf' in t) return `a${t.leaf} = :t`;
  if ('not' in t) return `NOT ${render(t.not, 3)}`;
  const [prec, word, [l, r]] = 'and' in t ? [2, 'AND', t.and] : [1, 'OR', t.or];
  // Left-associative: a right operand of the same operator needs brackets to keep its shape.
  const text = `${render(l, prec)} ${word} ${render(r, prec + 1)}`;
  return prec < min ? `(${text})` : text;
}
function truth(t: Tree, bits: boolean[]): boolean {
  if ('leaf' in t) return bits[t.leaf]!;
  if ('not' in t) return !truth(t.not, bits);
  if ('and' in t) return truth(t.and[0], bits) && truth(t.and[1], bits);
  return truth(t.or[0], bits) || truth(t.or[1], bits);
}

describe('evaluateFilter property', () => {
  it('AND, OR, NOT and brackets evaluate as the boolean tree they spell', () => {
    fc.assert(
      fc.property(tree, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (t, bits) => {
        const it = emptyMap();
        bits.forEach((b, i) => (it[`a${i}`] = { BOOL: b }));
        expect(matches(render(t), it, { ':t': { BOOL: true } })).toBe(truth(t, bits));
      }),
      { seed: 3, numRuns: 500 }
    );
  });

  it('a comparison with a number agrees with comparing the integers', () => {
    const ops = ['=', '<>', '<', '<=', '>', '>='] as const;
    const js = {
      '=': (a: number, b: number) => a === b,
      '<>': (a: number, b: number) => a !== b,
      '<': (a: number, b: number) => a < b,
      '<=': (a: number, b: number) => a <= b,
      '>': (a: number, b: number) => a > b,
      '>=': (a: number, b: number) => a >= b
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: -30, max: 30 }),
        fc.constantFrom(...ops),
        (a, b, op) => {
          expect(
            matches(`x ${op} :v`, map({ x: { N: String(a) } }), { ':v': { N: `${b}.0` } })
          ).toBe(js[op](a, b));
        }
      ),
      { seed: 5, numRuns: 500 }
    );
  });
});

describe('evaluateFilter on trees no check has bounded', () => {
  const cmp = (op: string, value: string): ExprNode => ({
    t: 'cmp',
    text: op,
    parens: 0,
    segs: [],
    args: [
      {
        t: 'path',
        text: '',
        parens: 0,
        args: [],
        segs: [{ kind: 'name', text: 'n', start: 0, end: 1 }]
      },
      { t: 'value', text: value, parens: 0, args: [], segs: [] }
    ]
  });
  const s = scope({ ':one': { N: '1' }, ':two': { N: '2' } });
  const item = map({ n: { N: '1' } });
  const wrap = (t: 'not', inner: ExprNode): ExprNode => ({
    t,
    text: '',
    parens: 0,
    segs: [],
    args: [inner]
  });
  const join = (t: 'and' | 'or', a: ExprNode, b: ExprNode): ExprNode => ({
    t,
    text: '',
    parens: 0,
    segs: [],
    args: [a, b]
  });

  it.each([
    [100_000, true],
    [100_001, false]
  ])('%i NOTs around a true comparison: %s, without overflowing the stack', (n, want) => {
    let tree = cmp('=', ':one');
    for (let i = 0; i < n; i++) tree = wrap('not', tree);
    expect(evaluateFilter(tree, item, s)).toBe(want);
  });

  it('100,000 ANDs and ORs, nested either way, short-circuit as && and || do', () => {
    let ands = cmp('=', ':one');
    let ors = cmp('=', ':two');
    for (let i = 0; i < 100_000; i++) {
      ands = i % 2 ? join('and', ands, cmp('<', ':two')) : join('and', cmp('<', ':two'), ands);
      ors = i % 2 ? join('or', ors, cmp('=', ':two')) : join('or', cmp('=', ':two'), ors);
    }
    expect(evaluateFilter(ands, item, s)).toBe(true);
    expect(evaluateFilter(ors, item, s)).toBe(false);
    expect(evaluateFilter(join('or', ors, ands), item, s)).toBe(true);
    expect(evaluateFilter(join('and', ands, ors), item, s)).toBe(false);
  });

  it('size(size(…)) 100,000 deep gives what one size of a number gives: nothing', () => {
    let operand: ExprNode = cmp('=', ':one').args[0]!;
    for (let i = 0; i < 100_000; i++)
      operand = { t: 'fn', text: 'size', parens: 0, segs: [], args: [operand] };
    const tree: ExprNode = { ...cmp('<>', ':one'), args: [operand, cmp('=', ':one').args[1]!] };
    // size of a number is undefined, so `<>` holds (DynamoDB's "true when either side is missing").
    expect(evaluateFilter(tree, item, s)).toBe(true);
  });
});
