import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';
import { readFilterProblem } from '../../../src/core/result-sets/read-filter-problem.ts';
import type { TableDescription } from '../../../src/core/table-description/table-description.ts';

const orders: TableDescription = {
  name: 'Orders',
  status: 'ACTIVE',
  key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'SK', type: 'S' }] },
  billing: { mode: 'PAY_PER_REQUEST' },
  indexes: [
    {
      name: 'ByStatus',
      kind: 'gsi',
      key: { partition: [{ name: 'status', type: 'S' }], sort: [{ name: 'total', type: 'N' }] },
      projection: { type: 'ALL' }
    },
    {
      name: 'ByDate',
      kind: 'lsi',
      key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'placed', type: 'S' }] },
      projection: { type: 'KEYS_ONLY' }
    }
  ]
};

const filter = (
  expression: string,
  names: [string, string][] = [],
  values: [string, AttributeValue][] = []
): ReadFilter => ({ expression, names, values });

const NON_KEY =
  'Filter Expression can only contain non-primary key attributes: Primary key attribute: ';
const SCALARS =
  "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: ";

describe('readFilterProblem', () => {
  it.each<[string, ReadFilter, 'scan' | 'query', string | undefined, string | undefined]>([
    [
      'a Query filter naming PK',
      filter('attribute_exists(PK)'),
      'query',
      undefined,
      `${NON_KEY}PK`
    ],
    [
      'a Query filter naming PK behind a #name',
      filter('#p = :p', [['#p', 'PK']], [[':p', { S: 'x' }]]),
      'query',
      undefined,
      `${NON_KEY}PK`
    ],
    [
      'a Query filter naming SK',
      filter('begins_with(SK, :p)', [], [[':p', { S: 'x' }]]),
      'query',
      undefined,
      `${NON_KEY}SK`
    ],
    [
      'a Query filter naming both keys, the partition key first',
      filter('SK = :p AND PK = :p', [], [[':p', { S: 'x' }]]),
      'query',
      undefined,
      `${NON_KEY}PK`
    ],
    [
      'a Query filter on a non-key attribute',
      filter('#t > :n', [['#t', 'total']], [[':n', { N: '1' }]]),
      'query',
      undefined,
      undefined
    ],
    ['a Scan filter naming PK', filter('attribute_exists(PK)'), 'scan', undefined, undefined],
    [
      'a Scan filter naming every key of the table and its indexes',
      filter(
        'PK = :p AND SK = :p AND #s = :p AND #t = :n AND placed = :p',
        [
          ['#s', 'status'],
          ['#t', 'total']
        ],
        [
          [':p', { S: 'x' }],
          [':n', { N: '1' }]
        ]
      ),
      'scan',
      undefined,
      undefined
    ],
    [
      'a Scan filter with a path into PK',
      filter('attribute_exists(PK.a)'),
      'scan',
      undefined,
      `${SCALARS}Key: PK`
    ],
    [
      'a Scan filter with an index into SK',
      filter('attribute_exists(SK[0])'),
      'scan',
      undefined,
      `${SCALARS}Key: SK`
    ],
    [
      "a Scan filter with a path into a GSI's key",
      filter('attribute_exists(#t.a)', [['#t', 'total']]),
      'scan',
      undefined,
      `${SCALARS}IndexKey: total`
    ],
    [
      "a Scan of an index with a path into an LSI's sort key",
      filter('attribute_exists(placed.d)'),
      'scan',
      'ByStatus',
      `${SCALARS}IndexKey: placed`
    ],
    [
      'a Scan filter with a path into a non-key map',
      filter('attribute_exists(meta.PK)'),
      'scan',
      undefined,
      undefined
    ],
    [
      'a Query filter with a path into PK: the key attribute first',
      filter('attribute_exists(PK.a)'),
      'query',
      undefined,
      `${NON_KEY}PK`
    ],
    [
      'a Query filter with a path into the GSI key while querying the table',
      filter('attribute_exists(#s.a)', [['#s', 'status']]),
      'query',
      undefined,
      `${SCALARS}IndexKey: status`
    ],
    [
      'an invalid scan filter: the compile message',
      filter('a = '),
      'scan',
      undefined,
      'Invalid FilterExpression: Syntax error; token: "<EOF>", near: "= "'
    ],
    [
      'an invalid query filter: the compile message, before the key check',
      filter(
        'PK = :p',
        [],
        [
          [':p', { S: 'x' }],
          [':u', { S: 'y' }]
        ]
      ),
      'query',
      undefined,
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:u}'
    ],
    [
      "a GSI Query filter on the table's SK, not the GSI's key",
      filter('begins_with(SK, :p)', [], [[':p', { S: 'ORDER#' }]]),
      'query',
      'ByStatus',
      undefined
    ],
    [
      "a GSI Query filter on the GSI's partition key",
      filter('#s = :p', [['#s', 'status']], [[':p', { S: 'OPEN' }]]),
      'query',
      'ByStatus',
      `${NON_KEY}status`
    ],
    [
      "a GSI Query filter on the GSI's sort key",
      filter('#t > :n', [['#t', 'total']], [[':n', { N: '1' }]]),
      'query',
      'ByStatus',
      `${NON_KEY}total`
    ],
    [
      "an LSI Query filter on the LSI's sort key",
      filter('placed > :p', [], [[':p', { S: '2024' }]]),
      'query',
      'ByDate',
      `${NON_KEY}placed`
    ],
    [
      "an LSI Query filter on the table's partition key, which it shares",
      filter('PK = :p', [], [[':p', { S: 'x' }]]),
      'query',
      'ByDate',
      `${NON_KEY}PK`
    ],
    [
      "an LSI Query filter on the table's sort key",
      filter('SK = :p', [], [[':p', { S: 'x' }]]),
      'query',
      'ByDate',
      undefined
    ]
  ])('%s', (_name, f, kind, index, want) => {
    expect(readFilterProblem(f, kind, orders, index)).toBe(want);
  });
});
