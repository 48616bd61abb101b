import { describe, expect, it } from 'vitest';
import type { LiveLink } from '../../../src/core/result-sets/live-link.ts';
import type { ReadSource } from '../../../src/core/result-sets/read-source.ts';
import { sourceOfLink } from '../../../src/core/result-sets/source-of-link.ts';
import type { TableDescription } from '../../../src/core/table-description/table-description.ts';

const orders: TableDescription = {
  name: 'Orders',
  status: 'ACTIVE',
  key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'SK', type: 'S' }] },
  billing: { mode: 'PAY_PER_REQUEST' },
  indexes: [
    {
      name: 'ByTotal',
      kind: 'gsi',
      key: { partition: [{ name: 'status', type: 'S' }], sort: [{ name: 'total', type: 'N' }] },
      projection: { type: 'ALL' }
    },
    {
      name: 'ByRegion',
      kind: 'gsi',
      key: {
        partition: [
          { name: 'customer', type: 'S' },
          { name: 'region', type: 'S' }
        ],
        sort: []
      },
      projection: { type: 'ALL' }
    }
  ]
};
const here = { kind: 'embedded' } as const;
const link = (rest: Omit<LiveLink, 'target' | 'table'>, table = 'Orders'): LiveLink => ({
  target: here,
  table,
  ...rest
});

describe('sourceOfLink', () => {
  it.each<[string, LiveLink, ReadSource]>([
    ['a scan', link({ read: { kind: 'scan' } }), { kind: 'scan', table: 'Orders' }],
    [
      'an index scan in segments',
      link({ index: 'ByRegion', read: { kind: 'scan', segments: 4 } }),
      { kind: 'scan', table: 'Orders', index: 'ByRegion', segments: 4 }
    ],
    [
      'a query typed by the index key, newest first',
      link({
        index: 'ByTotal',
        read: {
          kind: 'query',
          partitionValue: 'PAID',
          sortKey: { operator: 'BETWEEN', value: '10', upper: '20.5' },
          descending: true
        }
      }),
      {
        kind: 'query',
        table: 'Orders',
        index: 'ByTotal',
        key: { partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'total', type: 'N' } },
        condition: {
          partitionValue: { S: 'PAID' },
          sort: { operator: 'BETWEEN', value: { N: '10' }, upper: { N: '20.5' } }
        },
        scanIndexForward: false
      }
    ],
    [
      'a query of a multi-attribute key, every partition value given, newest first',
      link({
        index: 'ByRegion',
        read: {
          kind: 'query',
          partitionValue: 'CUST#1',
          morePartitionValues: ['EU'],
          descending: true
        }
      }),
      {
        kind: 'query',
        table: 'Orders',
        index: 'ByRegion',
        multiKey: {
          partition: [
            { name: 'customer', type: 'S' },
            { name: 'region', type: 'S' }
          ],
          sort: []
        },
        multiCondition: { partition: [{ S: 'CUST#1' }, { S: 'EU' }], sort: [] },
        scanIndexForward: false
      }
    ],
    [
      "a GetItem typed by the table's key",
      link({ read: { kind: 'get', partitionValue: 'ORDER#1', sortValue: '#META' } }),
      {
        kind: 'get',
        table: 'Orders',
        key: { partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } },
        values: { partitionValue: { S: 'ORDER#1' }, sortValue: { S: '#META' } }
      }
    ]
  ])('%s', (_name, l, source) => {
    expect(sourceOfLink(l, orders)).toEqual({ ok: true, source });
  });

  it.each<[string, LiveLink, string]>([
    [
      'another table',
      link({ read: { kind: 'scan' } }, 'Users'),
      'it reads table "Users", not "Orders".'
    ],
    [
      'an index gone',
      link({ index: 'Old', read: { kind: 'scan' } }),
      `table "Orders" has no index "Old" now; open the table's Load dialog to pick another.`
    ],
    [
      'a multi-attribute key without every partition value',
      link({ index: 'ByRegion', read: { kind: 'query', partitionValue: 'c' } }),
      'its key condition does not fit GSI ByRegion (partition customer (S), region (S)): One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: region.'
    ],
    [
      'a multi-attribute key with a sort condition it has no attribute for',
      link({
        index: 'ByRegion',
        read: {
          kind: 'query',
          partitionValue: 'c',
          morePartitionValues: ['EU'],
          sortKey: { operator: '=', value: 'x' }
        }
      }),
      'its key condition does not fit GSI ByRegion (partition customer (S), region (S)): this key has no sort key, so there is no sort key condition to give; remove "=".'
    ],
    [
      "a multi-attribute key's values for a key of one attribute",
      link({
        index: 'ByTotal',
        read: { kind: 'query', partitionValue: 'PAID', morePartitionValues: ['EU'] }
      }),
      'its key condition does not fit GSI ByTotal (partition status (S); sort total (N)): it gives values for a key of several attributes, and this key has one partition attribute and at most one sort attribute.'
    ],
    [
      'a value the key type refuses',
      link({
        index: 'ByTotal',
        read: { kind: 'query', partitionValue: 'PAID', sortKey: { operator: '>', value: 'ten' } }
      }),
      'its key condition does not fit GSI ByTotal (partition status (S); sort total (N)): ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric value: ten for key :sk.'
    ],
    [
      'a GetItem without the sort key of a table that has one',
      link({ read: { kind: 'get', partitionValue: 'ORDER#1' } }),
      "its key does not fit Table Orders: The provided key element does not match the schema. GetItem needs the full primary key: give the sort key SK's value too."
    ],
    [
      'a GetItem of an index',
      link({ index: 'ByTotal', read: { kind: 'get', partitionValue: 'PAID', sortValue: '1' } }),
      'GetItem reads the table only, not an index; open the link without "index=".'
    ],
    [
      'a GetItem with an empty key value',
      link({ read: { kind: 'get', partitionValue: 'ORDER#1', sortValue: '' } }),
      'its key does not fit Table Orders: One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: SK.'
    ]
  ])('refuses %s', (_name, l, why) => {
    expect(sourceOfLink(l, orders)).toEqual({
      ok: false,
      error: `This live link cannot be read: ${why}`
    });
  });
});
