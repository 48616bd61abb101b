import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { KeyAttribute } from '../../../src/core/model/design.ts';
import { filteredRequest, type FilteredRequest } from '../../../src/core/query/filtered-request.ts';
import {
  keyConditionRequest,
  type KeyConditionRequest
} from '../../../src/core/query/key-condition-request.ts';
import type { ParsedKeyCondition } from '../../../src/core/query/parse-key-condition.ts';
import { parseQueryExpressions } from '../../../src/core/query/parse-query-expressions.ts';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';
import type { ViewSpec } from '../../../src/core/views/table-key-attributes.ts';

const PK: KeyAttribute = { name: 'PK', type: 'S' };
const SK: KeyAttribute = { name: 'SK', type: 'S' };
const key = { partitionKey: PK, sortKey: SK };
const spec: ViewSpec = {
  table: 'Orders',
  index: null,
  kind: 'table',
  partitionKey: PK,
  sortKey: SK
};

const byPartition: ParsedKeyCondition = { partitionValue: { S: 'CUST#1' } };
const beginsWith: ParsedKeyCondition = {
  partitionValue: { S: 'CUST#1' },
  sort: { operator: 'begins_with', value: { S: 'ORDER#' } }
};
const between: ParsedKeyCondition = {
  partitionValue: { S: 'CUST#1' },
  sort: { operator: 'BETWEEN', value: { S: 'A' }, upper: { S: 'M' } }
};

const filter = (
  expression: string,
  names: [string, string][] = [],
  values: [string, AttributeValue][] = []
): ReadFilter => ({ expression, names, values });

/** A request's maps as plain objects, so `toEqual` compares them by content. */
const plain = (r: FilteredRequest) => JSON.parse(JSON.stringify(r)) as unknown;

describe('filteredRequest', () => {
  it.each<[string, KeyConditionRequest | undefined, ReadFilter | undefined, unknown]>([
    ['neither key nor filter', undefined, undefined, {}],
    [
      'a scan filter with names and values',
      undefined,
      filter('#s = :s', [['#s', 'status']], [[':s', { S: 'OPEN' }]]),
      {
        FilterExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': { S: 'OPEN' } }
      }
    ],
    [
      'a scan filter without names: no names map',
      undefined,
      filter('due > :d', [], [[':d', { S: '2024' }]]),
      { FilterExpression: 'due > :d', ExpressionAttributeValues: { ':d': { S: '2024' } } }
    ],
    [
      'a scan filter without values: no values map',
      undefined,
      filter('attribute_exists(#d)', [['#d', 'due']]),
      { FilterExpression: 'attribute_exists(#d)', ExpressionAttributeNames: { '#d': 'due' } }
    ],
    [
      'a scan filter without placeholders: no maps',
      undefined,
      filter('attribute_exists(due)'),
      { FilterExpression: 'attribute_exists(due)' }
    ],
    [
      'a query without a filter',
      keyConditionRequest(key, beginsWith),
      undefined,
      {
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
        ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK' },
        ExpressionAttributeValues: { ':pk': { S: 'CUST#1' }, ':sk': { S: 'ORDER#' } }
      }
    ],
    [
      'a query and a filter with placeholders of their own, merged',
      keyConditionRequest(key, beginsWith),
      filter('#n > :n', [['#n', 'total']], [[':n', { N: '1' }]]),
      {
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
        FilterExpression: '#n > :n',
        ExpressionAttributeNames: { '#n': 'total', '#pk': 'PK', '#sk': 'SK' },
        ExpressionAttributeValues: {
          ':n': { N: '1' },
          ':pk': { S: 'CUST#1' },
          ':sk': { S: 'ORDER#' }
        }
      }
    ],
    [
      "a filter using ':pk' and '#sk': the key's placeholders renamed with k_",
      keyConditionRequest(key, beginsWith),
      filter('#sk > :pk', [['#sk', 'total']], [[':pk', { N: '2' }]]),
      {
        KeyConditionExpression: '#k_pk = :k_pk AND begins_with(#k_sk, :k_sk)',
        FilterExpression: '#sk > :pk',
        ExpressionAttributeNames: { '#sk': 'total', '#k_pk': 'PK', '#k_sk': 'SK' },
        ExpressionAttributeValues: {
          ':pk': { N: '2' },
          ':k_pk': { S: 'CUST#1' },
          ':k_sk': { S: 'ORDER#' }
        }
      }
    ],
    [
      "a filter using ':k_pk' too: the prefix becomes kk",
      keyConditionRequest(key, beginsWith),
      filter(
        '#sk > :pk AND #x = :k_pk',
        [
          ['#sk', 'total'],
          ['#x', 'x']
        ],
        [
          [':pk', { N: '2' }],
          [':k_pk', { S: 'q' }]
        ]
      ),
      {
        KeyConditionExpression: '#kk_pk = :kk_pk AND begins_with(#kk_sk, :kk_sk)',
        FilterExpression: '#sk > :pk AND #x = :k_pk',
        ExpressionAttributeNames: { '#sk': 'total', '#x': 'x', '#kk_pk': 'PK', '#kk_sk': 'SK' },
        ExpressionAttributeValues: {
          ':pk': { N: '2' },
          ':k_pk': { S: 'q' },
          ':kk_pk': { S: 'CUST#1' },
          ':kk_sk': { S: 'ORDER#' }
        }
      }
    ],
    [
      "a filter using only ':sk2' renames BETWEEN's upper bound and the rest with it",
      keyConditionRequest(key, between),
      filter('#t = :sk2', [['#t', 'total']], [[':sk2', { N: '3' }]]),
      {
        KeyConditionExpression: '#k_pk = :k_pk AND #k_sk BETWEEN :k_sk AND :k_sk2',
        FilterExpression: '#t = :sk2',
        ExpressionAttributeNames: { '#t': 'total', '#k_pk': 'PK', '#k_sk': 'SK' },
        ExpressionAttributeValues: {
          ':sk2': { N: '3' },
          ':k_pk': { S: 'CUST#1' },
          ':k_sk': { S: 'A' },
          ':k_sk2': { S: 'M' }
        }
      }
    ]
  ])('%s', (_name, k, f, want) => {
    expect(plain(filteredRequest(k, f))).toEqual(want);
  });

  it('gives null-prototype maps, so a placeholder is never a prototype key', () => {
    const r = filteredRequest(
      keyConditionRequest(key, byPartition),
      filter('attribute_exists(#d)', [['#d', 'due']])
    );
    expect(Object.getPrototypeOf(r.ExpressionAttributeNames)).toBe(null);
    expect(Object.getPrototypeOf(r.ExpressionAttributeValues)).toBe(null);
  });

  it.each<[string, ParsedKeyCondition, ReadFilter]>([
    ['no clash', beginsWith, filter('#n > :n', [['#n', 'total']], [[':n', { N: '1' }]])],
    [
      "a clash on ':pk' and '#sk'",
      beginsWith,
      filter('#sk > :pk', [['#sk', 'total']], [[':pk', { N: '2' }]])
    ],
    [
      "a clash on ':k_pk' as well",
      beginsWith,
      filter(
        '#sk > :pk AND #x = :k_pk',
        [
          ['#sk', 'total'],
          ['#x', 'x']
        ],
        [
          [':pk', { N: '2' }],
          [':k_pk', { S: 'q' }]
        ]
      )
    ],
    [
      "a clash on '#k_sk' and ':kk_pk'",
      between,
      filter(
        '#k_sk = :kk_pk AND #pk = :pk',
        [
          ['#k_sk', 'a'],
          ['#pk', 'b']
        ],
        [
          [':kk_pk', { S: 'v' }],
          [':pk', { S: 'w' }]
        ]
      )
    ],
    [
      'a partition-only key and a clash on #pk',
      byPartition,
      filter('attribute_exists(#pk)', [['#pk', 'due']])
    ]
  ])(
    'merged, is accepted by parseQueryExpressions with its key condition intact: %s',
    (_name, condition, f) => {
      const r = filteredRequest(keyConditionRequest(key, condition), f);
      const parsed = parseQueryExpressions(
        {
          keyCondition: r.KeyConditionExpression!,
          filter: r.FilterExpression!,
          ...(r.ExpressionAttributeNames ? { names: { ...r.ExpressionAttributeNames } } : {}),
          ...(r.ExpressionAttributeValues ? { values: { ...r.ExpressionAttributeValues } } : {})
        },
        spec
      );
      if (typeof parsed === 'string') throw new Error(parsed);
      expect(parsed.condition).toEqual(condition);
      expect(parsed.filter?.root).toBeDefined();
    }
  );
});
