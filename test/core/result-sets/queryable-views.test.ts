import { describe, expect, it } from 'vitest';
import type { TableDescription } from '../../../src/core/table-description/table-description.ts';
import { queryableViews } from '../../../src/core/result-sets/queryable-views.ts';

const description: TableDescription = {
  name: 'orders',
  status: 'ACTIVE',
  key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'SK', type: 'S' }] },
  billing: { mode: 'PAY_PER_REQUEST' },
  sizeBytes: 4096,
  indexes: [
    {
      name: 'ByStatus',
      kind: 'gsi',
      key: { partition: [{ name: 'status', type: 'S' }], sort: [] },
      projection: { type: 'ALL' },
      sizeBytes: 100
    },
    {
      name: 'ByCustomerDate',
      kind: 'gsi',
      key: {
        partition: [
          { name: 'customer', type: 'S' },
          { name: 'region', type: 'S' }
        ],
        sort: [{ name: 'at', type: 'N' }]
      },
      projection: { type: 'KEYS_ONLY' }
    },
    {
      name: 'ByAmount',
      kind: 'lsi',
      key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'amount', type: 'N' }] },
      projection: { type: 'ALL' }
    }
  ]
};

describe('queryableViews', () => {
  it('offers the table and every index, with the key a Query names (a multi-attribute one too)', () => {
    expect(queryableViews(description)).toEqual([
      {
        id: '',
        label: 'Table orders',
        kind: 'table',
        key: { partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } },
        sizeBytes: 4096
      },
      {
        id: 'ByStatus',
        label: 'GSI ByStatus (partition status (S))',
        kind: 'gsi',
        index: 'ByStatus',
        key: { partitionKey: { name: 'status', type: 'S' } },
        sizeBytes: 100
      },
      {
        id: 'ByCustomerDate',
        label: 'GSI ByCustomerDate (partition customer (S), region (S); sort at (N))',
        kind: 'gsi',
        index: 'ByCustomerDate',
        multiKey: {
          partition: [
            { name: 'customer', type: 'S' },
            { name: 'region', type: 'S' }
          ],
          sort: [{ name: 'at', type: 'N' }]
        }
      },
      {
        id: 'ByAmount',
        label: 'LSI ByAmount (partition PK (S); sort amount (N))',
        kind: 'lsi',
        index: 'ByAmount',
        key: { partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'amount', type: 'N' } }
      }
    ]);
  });
});
