import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import {
  buildReadFilter,
  type BuiltFilterResult
} from '../../../src/core/query/build-read-filter.ts';
import { compileReadFilter } from '../../../src/core/query/compile-read-filter.ts';
import type {
  FilterCondition,
  FilterOperator,
  FilterValueType
} from '../../../src/core/query/filter-condition.ts';
import { matchingItems } from '../../../src/core/query/matching-items.ts';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';

const row = (
  operator: FilterOperator,
  value = 'v',
  type: FilterValueType = 'S',
  attribute = 'a',
  upper?: string
): FilterCondition => ({
  attribute,
  operator,
  type,
  value,
  ...(upper === undefined ? {} : { upper })
});

const built = (rows: FilterCondition[]): ReadFilter => {
  const r = buildReadFilter(rows);
  if (!r.ok) throw new Error(`row ${r.row}: ${r.message}`);
  return r.filter;
};

describe('buildReadFilter', () => {
  it.each<[FilterCondition, ReadFilter]>([
    [
      row('=', 'OPEN'),
      { expression: '#f0 = :f0', names: [['#f0', 'a']], values: [[':f0', { S: 'OPEN' }]] }
    ],
    [
      row('<>', 'OPEN'),
      { expression: '#f0 <> :f0', names: [['#f0', 'a']], values: [[':f0', { S: 'OPEN' }]] }
    ],
    [
      row('<', '10', 'N'),
      { expression: '#f0 < :f0', names: [['#f0', 'a']], values: [[':f0', { N: '10' }]] }
    ],
    [
      row('<=', '-1.5', 'N'),
      { expression: '#f0 <= :f0', names: [['#f0', 'a']], values: [[':f0', { N: '-1.5' }]] }
    ],
    [
      row('>', 'b'),
      { expression: '#f0 > :f0', names: [['#f0', 'a']], values: [[':f0', { S: 'b' }]] }
    ],
    [
      row('>=', '1E3', 'N'),
      { expression: '#f0 >= :f0', names: [['#f0', 'a']], values: [[':f0', { N: '1E3' }]] }
    ],
    [
      row('BETWEEN', '1', 'N', 'a', '9'),
      {
        expression: '#f0 BETWEEN :f0 AND :f0b',
        names: [['#f0', 'a']],
        values: [
          [':f0', { N: '1' }],
          [':f0b', { N: '9' }]
        ]
      }
    ],
    [
      row('begins_with', 'USER#'),
      {
        expression: 'begins_with(#f0, :f0)',
        names: [['#f0', 'a']],
        values: [[':f0', { S: 'USER#' }]]
      }
    ],
    [
      row('contains', 'x'),
      { expression: 'contains(#f0, :f0)', names: [['#f0', 'a']], values: [[':f0', { S: 'x' }]] }
    ],
    [
      row('=', 'true', 'BOOL'),
      { expression: '#f0 = :f0', names: [['#f0', 'a']], values: [[':f0', { BOOL: true }]] }
    ],
    [
      row('<>', 'false', 'BOOL'),
      { expression: '#f0 <> :f0', names: [['#f0', 'a']], values: [[':f0', { BOOL: false }]] }
    ],
    [
      row('attribute_exists'),
      { expression: 'attribute_exists(#f0)', names: [['#f0', 'a']], values: [] }
    ],
    [
      row('attribute_not_exists'),
      { expression: 'attribute_not_exists(#f0)', names: [['#f0', 'a']], values: [] }
    ],
    // A valueless operator ignores whatever sits in the value field.
    [
      row('attribute_exists', 'not a number', 'N'),
      { expression: 'attribute_exists(#f0)', names: [['#f0', 'a']], values: [] }
    ],
    // A number is typed without the spaces around it.
    [
      row('=', ' 12 ', 'N'),
      { expression: '#f0 = :f0', names: [['#f0', 'a']], values: [[':f0', { N: '12' }]] }
    ]
  ])('%j builds %j', (r, want) => {
    expect(buildReadFilter([r])).toEqual({ ok: true, filter: want });
  });

  it('joins several rows with AND, each with its own placeholders', () => {
    expect(
      buildReadFilter([
        row('=', 'OPEN', 'S', 'status'),
        row('BETWEEN', '10', 'N', 'total', '20'),
        row('attribute_not_exists', '', 'S', 'deleted'),
        row('begins_with', 'ORDER#', 'S', 'SK')
      ])
    ).toEqual({
      ok: true,
      filter: {
        expression:
          '#f0 = :f0 AND #f1 BETWEEN :f1 AND :f1b AND attribute_not_exists(#f2) AND begins_with(#f3, :f3)',
        names: [
          ['#f0', 'status'],
          ['#f1', 'total'],
          ['#f2', 'deleted'],
          ['#f3', 'SK']
        ],
        values: [
          [':f0', { S: 'OPEN' }],
          [':f1', { N: '10' }],
          [':f1b', { N: '20' }],
          [':f3', { S: 'ORDER#' }]
        ]
      }
    });
  });

  it.each<[string]>([['status'], ['name'], ['date'], ['a-b.c[0] d'], ['__proto__'], ['é😀']])(
    'takes the attribute %j as it is written, and the result compiles',
    (attribute) => {
      const f = built([row('=', 'x', 'S', attribute)]);
      expect(f.names).toEqual([['#f0', attribute]]);
      expect(compileReadFilter(f).ok).toBe(true);
    }
  );

  it.each<[string, FilterCondition[], BuiltFilterResult]>([
    ['no rows', [], { ok: false, row: 0, message: 'add a condition to filter by' }],
    [
      'an empty attribute',
      [row('=', 'x', 'S', '')],
      { ok: false, row: 1, message: "give the attribute's name" }
    ],
    [
      'an empty attribute in the second row',
      [row('=', 'x'), row('attribute_exists', '', 'S', '')],
      { ok: false, row: 2, message: "give the attribute's name" }
    ],
    [
      'a non-number for N',
      [row('=', 'x'), row('=', 'y'), row('>', 'ten', 'N')],
      { ok: false, row: 3, message: '"ten" is not a number' }
    ],
    ['an empty N', [row('=', '', 'N')], { ok: false, row: 1, message: '"" is not a number' }],
    [
      'an N with 39 significant digits',
      [row('=', '1'.repeat(39), 'N')],
      {
        ok: false,
        row: 1,
        message: `"${'1'.repeat(39)}" has 39 significant digits; DynamoDB keeps at most 38`
      }
    ],
    [
      'a BOOL that is not true or false',
      [row('=', 'yes', 'BOOL')],
      { ok: false, row: 1, message: 'a Boolean is "true" or "false", not "yes"' }
    ],
    [
      'a BOOL in capitals',
      [row('=', 'x'), row('=', 'TRUE', 'BOOL')],
      { ok: false, row: 2, message: 'a Boolean is "true" or "false", not "TRUE"' }
    ],
    [
      "BETWEEN's bad upper bound",
      [row('BETWEEN', '1', 'N', 'a', 'ten')],
      { ok: false, row: 1, message: 'upper bound: "ten" is not a number' }
    ],
    [
      "BETWEEN's missing upper bound",
      [row('=', 'x'), row('BETWEEN', '1', 'N')],
      { ok: false, row: 2, message: 'upper bound: "" is not a number' }
    ],
    [
      "BETWEEN's bad lower bound before its upper",
      [row('BETWEEN', 'one', 'N', 'a', 'two')],
      { ok: false, row: 1, message: '"one" is not a number' }
    ],
    [
      'the first bad row only',
      [row('=', 'x', 'N'), row('=', 'x', 'S', '')],
      { ok: false, row: 1, message: '"x" is not a number' }
    ],
    [
      'BETWEEN with lower > upper, as DynamoDB words it',
      [row('=', 'x'), row('BETWEEN', '5', 'N', 'n', '1')],
      {
        ok: false,
        row: 0,
        message:
          'Invalid FilterExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:5}, upper bound operand: AttributeValue: {N:1}'
      }
    ],
    [
      'BETWEEN of strings the wrong way round',
      [row('BETWEEN', 'b', 'S', 'a', 'a')],
      {
        ok: false,
        row: 0,
        message:
          'Invalid FilterExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:b}, upper bound operand: AttributeValue: {S:a}'
      }
    ]
  ])('refuses %s', (_name, rows, want) => {
    expect(buildReadFilter(rows)).toEqual(want);
  });
});

// The property: the built filter, compiled and run over items, keeps exactly what DynamoDB keeps.

type Op =
  | '='
  | '<>'
  | '<'
  | '<='
  | '>'
  | '>='
  | 'begins_with'
  | 'attribute_exists'
  | 'attribute_not_exists';
type Scalar = { S: string } | { N: string };

const utf8 = (s: string) => Buffer.from(s, 'utf8');

/** DynamoDB's rule for one row over attribute `a`, written out by hand. */
function oracleRow(a: Scalar | undefined, r: FilterCondition): boolean {
  if (r.operator === 'attribute_exists') return a !== undefined;
  if (r.operator === 'attribute_not_exists') return a === undefined;
  const v: Scalar = r.type === 'N' ? { N: r.value } : { S: r.value };
  const sameType = a !== undefined && 'S' in a === 'S' in v;
  if (r.operator === 'begins_with') {
    if (a === undefined || !('S' in a) || !('S' in v)) return false;
    const whole = utf8(a.S);
    const prefix = utf8(v.S);
    return whole.length >= prefix.length && whole.subarray(0, prefix.length).equals(prefix);
  }
  if (!sameType) return r.operator === '<>';
  const c =
    'S' in a && 'S' in v
      ? Buffer.compare(utf8(a.S), utf8(v.S))
      : Math.sign(Number((a as { N: string }).N) - Number((v as { N: string }).N));
  switch (r.operator) {
    case '=':
      return c === 0;
    case '<>':
      return c !== 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
  }
  throw new Error(`no oracle for ${r.operator}`);
}

// Characters whose UTF-16 order differs from their UTF-8 order (U+FF61 sorts before 😀 in
// UTF-8, after it in UTF-16), and a two-byte one.
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'é', '\uff61', '😀'), maxLength: 3 });
const numberText = fc.integer({ min: -20, max: 20 }).map(String);
const scalar: fc.Arbitrary<Scalar> = fc.oneof(
  text.map((S) => ({ S })),
  numberText.map((N) => ({ N }))
);
const item: fc.Arbitrary<{ a: Scalar | undefined }> = fc.record({
  a: fc.option(scalar, { nil: undefined })
});
const comparison = fc.constantFrom<Op>('=', '<>', '<', '<=', '>', '>=');
const filterRow: fc.Arbitrary<FilterCondition> = fc.oneof(
  fc.tuple(comparison, text).map(([op, v]) => row(op, v, 'S')),
  fc.tuple(comparison, numberText).map(([op, v]) => row(op, v, 'N')),
  text.map((v) => row('begins_with', v, 'S')),
  fc.constantFrom<Op>('attribute_exists', 'attribute_not_exists').map((op) => row(op, '', 'S'))
);

const toItem = ({ a }: { a: Scalar | undefined }): AttributeMap => {
  const m = emptyMap();
  m['other'] = { S: 'x' };
  if (a !== undefined) m['a'] = a as AttributeValue;
  return m;
};

describe('buildReadFilter, compiled and run over items', () => {
  it('keeps exactly the items DynamoDB keeps', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 12 }),
        fc.array(filterRow, { minLength: 1, maxLength: 3 }),
        (items, rows) => {
          const f = built(rows);
          const compiled = compileReadFilter(f);
          if (!compiled.ok) throw new Error(compiled.message);
          const want = items.flatMap((it, i) => (rows.every((r) => oracleRow(it.a, r)) ? [i] : []));
          expect(matchingItems(items.map(toItem), compiled.filter)).toEqual(want);
        }
      ),
      { numRuns: 500 }
    );
  });
});
