import { describe, expect, it } from 'vitest';
import { liveSetDesign } from '../../../src/core/result-sets/live-set-design.ts';
import type { TableDescription } from '../../../src/core/table-description/table-description.ts';

const orders: TableDescription = {
  name: 'Orders',
  status: 'ACTIVE',
  key: { partition: [{ name: 'PK', type: 'S' }], sort: [] },
  billing: { mode: 'PAY_PER_REQUEST' },
  indexes: [
    {
      name: 'GSI1',
      kind: 'gsi',
      key: { partition: [{ name: 'status', type: 'S' }], sort: [] },
      projection: { type: 'ALL' }
    }
  ]
};

describe('liveSetDesign', () => {
  it('is the described table, empty, saying where its items come from', () => {
    const design = liveSetDesign(orders, 'us-east-1', { kind: 'scan', table: 'Orders' });
    expect(design.name).toBe('Live: Orders');
    expect(design.description).toBe(
      'Items read from table "Orders" at us-east-1 (Scan of Orders).'
    );
    expect(
      design.tables.map((t) => [
        t.name,
        t.items.length,
        t.globalSecondaryIndexes.map((g) => g.name)
      ])
    ).toEqual([['Orders', 0, ['GSI1']]]);
    expect([design.entities, design.accessPatterns]).toEqual([[], []]);
    expect(design.readFrom).toEqual({ operation: 'Scan', table: 'Orders' });
  });

  it("names a Query's index in readFrom, so the views group by that index", () => {
    const design = liveSetDesign(orders, 'http://127.0.0.1:8000', {
      kind: 'query',
      table: 'Orders',
      index: 'GSI1',
      key: { partitionKey: { name: 'status', type: 'S' } },
      condition: { partitionValue: { S: 'PAID' } }
    });
    expect(design.readFrom).toEqual({ operation: 'Query', table: 'Orders', index: 'GSI1' });
    expect(design.description).toBe(
      'Items read from table "Orders" at http://127.0.0.1:8000 (Query of Orders index GSI1: status = "PAID").'
    );
  });
});
