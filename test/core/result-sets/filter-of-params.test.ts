import { describe, expect, it } from 'vitest';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';
import { filterOfParams } from '../../../src/core/result-sets/filter-of-params.ts';

const params = (entries: [string, string][]) => new URLSearchParams(entries);

describe('filterOfParams', () => {
  it.each<[string, [string, string][], string | null, ReadFilter | null | string]>([
    ['no filter', [], 'scan', null],
    ['no filter on a get link', [['pk', 'x']], 'get', null],
    [
      "a stray 'filter-names' without 'filter'",
      [['filter-names', '{"#d":"due"}']],
      'scan',
      '"filter-names=" belongs to a filter; add "filter=" or remove it'
    ],
    [
      "a stray 'filter-values' without 'filter'",
      [['filter-values', '{":v":{"S":"x"}}']],
      'query',
      '"filter-values=" belongs to a filter; add "filter=" or remove it'
    ],
    [
      "both strays: 'filter-names' named first",
      [
        ['filter-values', '{}'],
        ['filter-names', '{}']
      ],
      'scan',
      '"filter-names=" belongs to a filter; add "filter=" or remove it'
    ],
    [
      'a get link with a filter',
      [['filter', 'attribute_exists(due)']],
      'get',
      'a get link has no filter (GetItem reads one item by its key); remove "filter="'
    ],
    [
      'bad values JSON',
      [
        ['filter', 'a = :a'],
        ['filter-values', '"x"']
      ],
      'scan',
      '"filter-values=": expected a JSON object, got the string "x"; e.g. {":s": {"S": "OPEN"}}'
    ],
    [
      'bad names JSON',
      [
        ['filter', '#a = :a'],
        ['filter-names', '[]']
      ],
      'scan',
      '"filter-names=": expected a JSON object, got an array; e.g. {"#s": "status"}'
    ],
    [
      'an empty filter',
      [['filter', '']],
      'scan',
      '"filter=": Invalid FilterExpression: The expression can not be empty;'
    ],
    [
      'an undefined value',
      [['filter', 'a = :a']],
      'query',
      '"filter=": Invalid FilterExpression: An expression attribute value used in expression is not defined; attribute value: :a'
    ],
    [
      'a scan filter with names',
      [
        ['filter', 'attribute_exists(#d)'],
        ['filter-names', '{"#d":"due"}']
      ],
      'scan',
      { expression: 'attribute_exists(#d)', names: [['#d', 'due']], values: [] }
    ],
    [
      'a query filter with names and values',
      [
        ['filter', '#s = :s AND #n > :n'],
        ['filter-names', '{"#s":"status","#n":"total"}'],
        ['filter-values', '{":s":{"S":"a&b=#c é"},":n":{"N":"10"}}']
      ],
      'query',
      {
        expression: '#s = :s AND #n > :n',
        names: [
          ['#s', 'status'],
          ['#n', 'total']
        ],
        values: [
          [':s', { S: 'a&b=#c é' }],
          [':n', { N: '10' }]
        ]
      }
    ],
    [
      'a filter on a link whose read is not named yet',
      [['filter', 'attribute_exists(due)']],
      null,
      { expression: 'attribute_exists(due)', names: [], values: [] }
    ]
  ])('%s', (_name, entries, read, want) => {
    expect(filterOfParams(params(entries), read)).toEqual(want);
  });

  it("reads the values from a link's percent-encoded text", () => {
    const p = new URLSearchParams(
      'filter=attribute_exists(%23d)+AND+%23d+%3C%3E+%3Av&filter-names=%7B%22%23d%22%3A%22due%22%7D&filter-values=%7B%22%3Av%22%3A%7B%22S%22%3A%22a%2Bb%22%7D%7D'
    );
    expect(filterOfParams(p, 'scan')).toEqual({
      expression: 'attribute_exists(#d) AND #d <> :v',
      names: [['#d', 'due']],
      values: [[':v', { S: 'a+b' }]]
    });
  });

  it.each<[string, string]>([
    ['not JSON', '{'],
    ['not DynamoDB JSON', '{":a": 1}'],
    ['an unused value', '{":a": {"S": "x"}, ":u": {"S": "y"}}']
  ])("starts bad values' message with the parameter: %s", (_name, values) => {
    const r = filterOfParams(
      params([
        ['filter', 'a = :a'],
        ['filter-values', values]
      ]),
      'scan'
    );
    expect(typeof r).toBe('string');
    expect(r as string).toMatch(/^"filter-values=": ./);
  });
});
