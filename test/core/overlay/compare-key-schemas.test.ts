import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/core/model/design.ts';
import { compareKeySchemas } from '../../../src/core/overlay/compare-key-schemas.ts';

const t = (over: Partial<Table>): Table => ({
  name: 'x',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [],
  localSecondaryIndexes: [],
  items: [],
  ...over
});

describe('compareKeySchemas', () => {
  it('finds nothing when the keys agree', () => {
    expect(compareKeySchemas(t({}), t({}))).toEqual([]);
  });

  it('names each difference', () => {
    const design = t({
      sortKey: { name: 'Author', type: 'S' },
      globalSecondaryIndexes: [
        { name: 'G', partitionKey: { name: 'a', type: 'S' }, projection: { type: 'ALL' } }
      ]
    });
    const live = t({
      partitionKey: { name: 'PK', type: 'N' },
      globalSecondaryIndexes: [
        { name: 'H', partitionKey: { name: 'a', type: 'S' }, projection: { type: 'ALL' } }
      ]
    });
    expect(compareKeySchemas(design, live)).toEqual([
      'the partition key is "PK" (S) in the design but "PK" (N) in the live table',
      'the sort key is "Author" (S) in the design but "SK" (S) in the live table',
      'index "G" is in the design but not in the live table',
      'index "H" is in the live table but not in the design'
    ]);
  });
});
