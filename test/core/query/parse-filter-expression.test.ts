import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import {
  checkExpressionTree,
  type ExpressionScope
} from '../../../src/core/query/check-expression-tree.ts';
import { parseExpression } from '../../../src/core/query/parse-expression.ts';
import { tokenizeExpression } from '../../../src/core/query/tokenize-expression.ts';
import {
  checkFilterKeys,
  parseFilterExpression
} from '../../../src/core/query/parse-filter-expression.ts';
import { tableViews } from '../../../src/core/views/table-key-attributes.ts';
import { gsi, makeTable } from '../views/make-design.ts';

const scope = (values: Record<string, AttributeValue> = {}, names: Record<string, string> = {}) =>
  ({
    names: new Map(Object.entries(names)),
    values: new Map(Object.entries(values)),
    usedNames: new Set(),
    usedValues: new Set()
  }) as ExpressionScope;
const F = 'Invalid FilterExpression: ';
const N1 = { ':v': { N: '1' } };

describe('parseFilterExpression', () => {
  it.each<[string, Record<string, AttributeValue>, string]>([
    ['', {}, 'The expression can not be empty;'],
    ['a >', N1, 'Syntax error; token: "<EOF>", near: ">"'],
    ['a = :v AND', N1, 'Syntax error; token: "<EOF>", near: "AND"'],
    ['((a = :v))', N1, 'The expression has redundant parentheses;'],
    ['foo(a)', {}, 'Invalid function name; function: foo'],
    [
      'size(a)',
      {},
      'The function is not allowed to be used this way in an expression; function: size'
    ],
    ['count = :v', N1, 'Attribute name is a reserved keyword; reserved keyword: count'],
    [
      'a = :nope',
      {},
      'An expression attribute value used in expression is not defined; attribute value: :nope'
    ],
    [
      'a = a',
      {},
      'The first operand must be distinct from the remaining operands for this operator or function; operator: =, first operand: [a]'
    ],
    [
      'attribute_exists(:v)',
      N1,
      'Operator or function requires a document path; operator or function: attribute_exists'
    ],
    [
      'attribute_not_exists(:v)',
      N1,
      'Operator or function requires a document path; operator or function: attribute_not_exists'
    ],
    [
      'attribute_type(a, :v)',
      N1,
      'Incorrect operand type for operator or function; operator or function: attribute_type, operand type: N'
    ],
    [
      'attribute_type(a, b)',
      {},
      'Incorrect operand type for operator or function; operator or function: attribute_type, operand type: {NS,SS,L,BS,N,M,B,BOOL,NULL,S}'
    ],
    [
      'attribute_type(a, :v)',
      { ':v': { S: 'STRING' } },
      'Invalid attribute type name found; type: STRING, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}'
    ],
    [
      'size(:v) > :v',
      N1,
      'Incorrect operand type for operator or function; operator or function: size, operand type: N'
    ],
    [
      'size(:v) > :w',
      { ':v': { BOOL: true }, ':w': { N: '1' } },
      'Incorrect operand type for operator or function; operator or function: size, operand type: BOOL'
    ],
    [
      'begins_with(a, :v)',
      N1,
      'Incorrect operand type for operator or function; operator or function: begins_with, operand type: N'
    ],
    [
      'a BETWEEN :v AND :w',
      { ':v': { N: '2' }, ':w': { N: '1' } },
      'The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:2}, upper bound operand: AttributeValue: {N:1}'
    ]
  ])('refuses %j', (text, values, want) => {
    expect(parseFilterExpression(text, scope(values))).toBe(F + want);
  });

  it.each([
    'a = :v',
    'NOT a = :v OR (b < :v AND c <> :v)',
    'a IN (:v, :w)',
    'attribute_type(a, :t) AND size(b) > :v',
    'contains(a, :v) AND begins_with(s, :t)',
    'a.b[0] BETWEEN :v AND :w'
  ])('accepts %j and marks its placeholders used', (text) => {
    const s = scope({ ':v': { N: '1' }, ':w': { N: '2' }, ':t': { S: 'S' } });
    expect(typeof parseFilterExpression(text, s)).toBe('object');
    expect(s.usedValues.has(':v')).toBe(true);
  });
});

describe('checkFilterKeys', () => {
  const table = makeTable({ gsis: [gsi('G', ['gpk', 'S'], ['gsk', 'N'], { type: 'ALL' })] });
  const [tableSpec, gsiSpec] = tableViews(table);
  const check = (text: string, spec = tableSpec!, names: Record<string, string> = {}) => {
    const s = scope({ ':v': { N: '1' } }, names);
    const root = parseFilterExpression(text, s);
    if (typeof root === 'string') throw new Error(root);
    return checkFilterKeys(root, s, table, spec);
  };
  const pk = (k: string) =>
    `Filter Expression can only contain non-primary key attributes: Primary key attribute: ${k}`;

  it.each<[string, 'table' | 'gsi', Record<string, string>, string | undefined]>([
    ['a = :v', 'table', {}, undefined],
    ['PK = :v', 'table', {}, pk('PK')],
    ['size(#s) > :v', 'table', { '#s': 'SK' }, pk('SK')],
    ['a = :v OR NOT attribute_exists(SK)', 'table', {}, pk('SK')],
    ['gsk = :v', 'gsi', {}, pk('gsk')],
    ['PK = :v AND SK = :v', 'gsi', {}, undefined],
    [
      'gsk.x = :v',
      'table',
      {},
      "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: IndexKey: gsk"
    ]
  ])('%j on the %s', (text, on, names, want) => {
    expect(check(text, on === 'table' ? tableSpec : gsiSpec, names)).toBe(want);
  });
});

describe("DynamoDB's expression limits", () => {
  const V = { ':v': { S: 'x' } };
  const check = (text: string, values: Record<string, AttributeValue> = V) =>
    parseFilterExpression(text, scope(values, { '#m': 'm' }));
  const ors = (n: number) => Array(n).fill('#m = :v').join(' OR ');
  const inList = (n: number) => {
    const values: Record<string, AttributeValue> = {};
    for (let i = 0; i < n; i++) values[`:v${i}`] = { S: String(i) };
    return { text: `#m IN (${Object.keys(values).join(', ')})`, values };
  };

  it.each<[string, string, string | 'ok']>([
    ['4,096 bytes pass', 'a = :v' + ' '.repeat(4090), 'ok'],
    [
      '4,097 bytes do not',
      'a = :v' + ' '.repeat(4091),
      'Expression size has exceeded the maximum allowed size; expression size: 4097'
    ],
    [
      'bytes, not characters, count',
      'a = :v' + ' '.repeat(4089) + 'é',
      'Expression size has exceeded the maximum allowed size; expression size: 4097'
    ],
    [
      '3,000 NOTs are over 4 KB',
      'NOT '.repeat(3000) + '#m = :v',
      'Expression size has exceeded the maximum allowed size; expression size: 12007'
    ],
    [
      '1,800 brackets fit in 4 KB and are redundant',
      '('.repeat(1800) + '#m = :v' + ')'.repeat(1800),
      'The expression has redundant parentheses;'
    ],
    [
      '2,000 brackets around an operand',
      '('.repeat(2000) + '#m' + ')'.repeat(2000) + ' = :v',
      'The expression has redundant parentheses;'
    ],
    [
      '302 operators (comparisons, ORs, an AND and a NOT) do not',
      ors(150) + ' AND NOT #m = :v',
      'The expression contains too many operators; operator count: 301'
    ],
    ['300 operators pass (a NOT, 150 comparisons, 149 ORs)', 'NOT ' + ors(150), 'ok'],
    ['299 operators pass', ors(150), 'ok'],
    [
      '301 operators do not, and DynamoDB says 301',
      ors(151),
      'The expression contains too many operators; operator count: 301'
    ],
    [
      'many more still says 301',
      ors(300),
      'The expression contains too many operators; operator count: 301'
    ],
    [
      'functions count',
      Array(151).fill('begins_with(#m, :v)').join(' OR '),
      'The expression contains too many operators; operator count: 301'
    ],
    [
      '1,300 nested unknown calls name the function',
      '#m < ' + 'f('.repeat(1300) + ':v' + ')'.repeat(1300),
      'Invalid function name; function: f'
    ],
    [
      '700 nested size calls',
      '#m < ' + 'size('.repeat(600) + '#m' + ')'.repeat(600),
      'The expression contains too many operators; operator count: 301'
    ]
  ])('%s', (_, text, want) => {
    const r = check(text);
    if (want === 'ok') expect(typeof r).toBe('object');
    else expect(r).toBe(F + want);
  });

  it('IN takes 100 operands, not 101', () => {
    const ok = inList(100);
    expect(typeof check(ok.text, ok.values)).toBe('object');
    const over = inList(101);
    expect(check(over.text, over.values)).toBe(
      F + 'The IN operator is provided with too many operands; number of operands: 101'
    );
  });

  it('the checker counts past 300 operators on any input, without overflowing the stack', () => {
    for (const text of [
      'NOT '.repeat(3000) + '#m = :v',
      ors(4000),
      '('.repeat(50_000) + '#m = :v' + ')'.repeat(50_000)
    ]) {
      const root = parseExpression(tokenizeExpression(text));
      if (typeof root === 'number') throw new Error(`syntax error at ${root}`);
      const problem = checkExpressionTree(root, scope(V, { '#m': 'm' }));
      expect(problem).toMatch(
        /^(The expression contains too many operators; operator count: 301|The expression has redundant parentheses;)$/
      );
    }
  });
});
