import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { ExpressionScope } from '../../../src/core/query/check-expression-tree.ts';
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
