import { describe, expect, it } from 'vitest';
import { describeKey, designTable } from '../../../src/core/table-description/design-table.ts';
import type { TableDescription } from '../../../src/core/table-description/table-description.ts';

const base: TableDescription = {
  name: 'orders',
  status: 'ACTIVE',
  key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'SK', type: 'S' }] },
  indexes: [],
  billing: { mode: 'PAY_PER_REQUEST' }
};

describe('designTable', () => {
  it('keeps the key schema, single-attribute indexes, projections and billing', () => {
    const { table, notes } = designTable({
      ...base,
      billing: { mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 3 },
      indexes: [
        {
          name: 'GSI1',
          kind: 'gsi',
          key: { partition: [{ name: 'GSI1PK', type: 'S' }], sort: [{ name: 'n', type: 'N' }] },
          projection: { type: 'INCLUDE', nonKeyAttributes: ['a'] }
        },
        {
          name: 'ByStatus',
          kind: 'gsi',
          key: { partition: [{ name: 'status', type: 'S' }], sort: [] },
          projection: { type: 'KEYS_ONLY' }
        },
        {
          name: 'ByDate',
          kind: 'lsi',
          key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'date', type: 'S' }] },
          projection: { type: 'ALL' }
        }
      ]
    });
    expect(notes).toEqual([]);
    expect(table).toEqual({
      name: 'orders',
      partitionKey: { name: 'PK', type: 'S' },
      sortKey: { name: 'SK', type: 'S' },
      globalSecondaryIndexes: [
        {
          name: 'GSI1',
          partitionKey: { name: 'GSI1PK', type: 'S' },
          sortKey: { name: 'n', type: 'N' },
          projection: { type: 'INCLUDE', nonKeyAttributes: ['a'] }
        },
        {
          name: 'ByStatus',
          partitionKey: { name: 'status', type: 'S' },
          projection: { type: 'KEYS_ONLY' }
        }
      ],
      localSecondaryIndexes: [
        { name: 'ByDate', sortKey: { name: 'date', type: 'S' }, projection: { type: 'ALL' } }
      ],
      billing: { mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 3 },
      items: []
    });
  });

  it('reads a GSI with a multi-attribute key into the design, every attribute in order', () => {
    const multi = {
      partition: [
        { name: 'tournament', type: 'S' as const },
        { name: 'region', type: 'S' as const }
      ],
      sort: [
        { name: 'round', type: 'N' as const },
        { name: 'score', type: 'N' as const }
      ]
    };
    const { table, notes } = designTable({
      ...base,
      indexes: [{ name: 'ByMatch', kind: 'gsi', key: multi, projection: { type: 'ALL' } }]
    });
    expect(table.globalSecondaryIndexes).toEqual([
      {
        name: 'ByMatch',
        partitionKey: { name: 'tournament', type: 'S' },
        morePartitionKeys: [{ name: 'region', type: 'S' }],
        sortKey: { name: 'round', type: 'N' },
        moreSortKeys: [{ name: 'score', type: 'N' }],
        projection: { type: 'ALL' }
      }
    ]);
    expect(notes).toEqual([
      'index "ByMatch" has a multi-attribute key (partition tournament (S), region (S); sort round (N), score (N)): its items are grouped by all of them; a Query of it gives a value for each partition attribute'
    ]);
    expect(describeKey(multi)).toBe(
      'partition tournament (S), region (S); sort round (N), score (N)'
    );
  });

  it('refuses a description without a partition key', () => {
    expect(() => designTable({ ...base, key: { partition: [], sort: [] } })).toThrow(
      'table "orders" has no partition key'
    );
  });
});
