import { describe, expect, it } from 'vitest';
import {
  parseReadFilter,
  type WrittenFilter,
  type WrittenFilterResult
} from '../../../src/core/query/parse-read-filter.ts';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';

const written = (expression: string, names = '', values = ''): WrittenFilter => ({
  expression,
  names,
  values
});

/** JSON.parse's own words for `text`, which differ between engines. */
const jsonError = (text: string): string => {
  try {
    JSON.parse(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`${text} is JSON`);
};

const DYNAMODB_JSON =
  'write each value in DynamoDB JSON, e.g. {":s": {"S": "OPEN"}, ":n": {"N": "10"}}';

describe('parseReadFilter', () => {
  it.each<[string, WrittenFilter, WrittenFilterResult]>([
    [
      'names that are not JSON',
      written('#a = :a', '{', '{":a":{"S":"x"}}'),
      { ok: false, field: 'names', message: `not JSON: ${jsonError('{')}` }
    ],
    [
      'names that are not an object',
      written('#a = :a', '["#a"]'),
      {
        ok: false,
        field: 'names',
        message: 'expected a JSON object, got an array; e.g. {"#s": "status"}'
      }
    ],
    [
      'names that are null',
      written('#a = :a', 'null'),
      {
        ok: false,
        field: 'names',
        message: 'expected a JSON object, got null; e.g. {"#s": "status"}'
      }
    ],
    [
      'a name that is not a string',
      written('#a = :a', '{"#a": 1}'),
      {
        ok: false,
        field: 'names',
        message: '"#a" must name an attribute as a string, not number 1'
      }
    ],
    [
      'a name that is an object',
      written('#a = :a', '{"#a": {"S": "x"}}'),
      {
        ok: false,
        field: 'names',
        message: '"#a" must name an attribute as a string, not an object'
      }
    ],
    [
      'bad names before bad values',
      written('#a = :a', '[]', '{'),
      {
        ok: false,
        field: 'names',
        message: 'expected a JSON object, got an array; e.g. {"#s": "status"}'
      }
    ],
    [
      'values that are not JSON',
      written('a = :a', '', '{":a": {S: 1}}'),
      { ok: false, field: 'values', message: `not JSON: ${jsonError('{":a": {S: 1}}')}` }
    ],
    [
      'values that are not an object',
      written('a = :a', '', '"x"'),
      {
        ok: false,
        field: 'values',
        message: 'expected a JSON object, got the string "x"; e.g. {":s": {"S": "OPEN"}}'
      }
    ],
    [
      'values that are not DynamoDB JSON',
      written('a = :a', '', '{":a": 1}'),
      {
        ok: false,
        field: 'values',
        message: `expected a typed value like {"S": "…"}, got number 1 at $[":a"]; ${DYNAMODB_JSON}`
      }
    ],
    [
      'a Number DynamoDB cannot hold',
      written('a = :a', '', '{":a": {"N": "1E+200"}}'),
      {
        ok: false,
        field: 'values',
        message: `"1E+200" is larger than 9.9999999999999999999999999999999999999E+125 at $[":a"].N; ${DYNAMODB_JSON}`
      }
    ],
    [
      'a bad names key, in DynamoDB words',
      written('#a = :a', '{"#a-b": "x"}', '{":a": {"S": "x"}}'),
      {
        ok: false,
        field: 'names',
        message: 'ExpressionAttributeNames contains invalid key: Syntax error; key: "#a-b"'
      }
    ],
    [
      'a bad values key, in DynamoDB words',
      written('a = :a', '', '{":a b": {"S": "x"}}'),
      {
        ok: false,
        field: 'values',
        message: 'ExpressionAttributeValues contains invalid key: Syntax error; key: ":a b"'
      }
    ],
    [
      'an expression syntax error',
      written('a = '),
      {
        ok: false,
        field: 'expression',
        message: 'Invalid FilterExpression: Syntax error; token: "<EOF>", near: "="'
      }
    ],
    [
      'an empty expression',
      written('   '),
      {
        ok: false,
        field: 'expression',
        message: 'Invalid FilterExpression: The expression can not be empty;'
      }
    ],
    [
      'an undefined value',
      written('a = :a'),
      {
        ok: false,
        field: 'expression',
        message:
          'Invalid FilterExpression: An expression attribute value used in expression is not defined; attribute value: :a'
      }
    ],
    [
      'an unused name',
      written('a = :a', '{"#u": "u"}', '{":a": {"S": "x"}}'),
      {
        ok: false,
        field: 'names',
        message: 'Value provided in ExpressionAttributeNames unused in expressions: keys: {#u}'
      }
    ],
    [
      'an unused value',
      written('a = :a', '', '{":a": {"S": "x"}, ":u": {"N": "1"}}'),
      {
        ok: false,
        field: 'values',
        message: 'Value provided in ExpressionAttributeValues unused in expressions: keys: {:u}'
      }
    ]
  ])('refuses %s', (_name, w, want) => {
    expect(parseReadFilter(w)).toEqual(want);
  });

  it.each<[string, WrittenFilter, ReadFilter]>([
    [
      'names and values, round tripped to pairs',
      written(
        '#s = :s AND #n > :n',
        '{"#s": "status", "#n": "total"}',
        '{":s": {"S": "OPEN"}, ":n": {"N": "10"}}'
      ),
      {
        expression: '#s = :s AND #n > :n',
        names: [
          ['#s', 'status'],
          ['#n', 'total']
        ],
        values: [
          [':s', { S: 'OPEN' }],
          [':n', { N: '10' }]
        ]
      }
    ],
    [
      'empty names and values text as none',
      written('attribute_exists(due)', '', ''),
      { expression: 'attribute_exists(due)', names: [], values: [] }
    ],
    [
      'blank names and values text as none',
      written('attribute_exists(due)', '  \n', '\t'),
      { expression: 'attribute_exists(due)', names: [], values: [] }
    ],
    [
      'an expression with spaces around it, trimmed',
      written('  attribute_exists(#d) \n', ' {"#d": "due"} ', ''),
      { expression: 'attribute_exists(#d)', names: [['#d', 'due']], values: [] }
    ],
    [
      '#__proto__ as an ordinary placeholder',
      written(
        '#__proto__ = :__proto__',
        '{"#__proto__": "__proto__"}',
        '{":__proto__": {"BOOL": true}}'
      ),
      {
        expression: '#__proto__ = :__proto__',
        names: [['#__proto__', '__proto__']],
        values: [[':__proto__', { BOOL: true }]]
      }
    ]
  ])('reads %s', (_name, w, filter) => {
    expect(parseReadFilter(w)).toEqual({ ok: true, filter });
  });
});
