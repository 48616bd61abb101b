import { describe, expect, it } from 'vitest';
import type { GlobalSecondaryIndex } from '../../../src/core/model/design.ts';
import { gsiKeySchema } from '../../../src/core/model/gsi-key-schema.ts';

const a = { name: 'a', type: 'S' } as const;
const b = { name: 'b', type: 'N' } as const;
const c = { name: 'c', type: 'B' } as const;
const base = { name: 'G', partitionKey: a, projection: { type: 'ALL' } } as const;

describe('gsiKeySchema', () => {
  it.each<[string, GlobalSecondaryIndex, unknown]>([
    ['a partition key alone', base, { partition: [a], sort: [] }],
    ['a classic key', { ...base, sortKey: b }, { partition: [a], sort: [b] }],
    [
      'two partition attributes',
      { ...base, morePartitionKeys: [b] },
      { partition: [a, b], sort: [] }
    ],
    [
      'two of each, in order',
      { ...base, morePartitionKeys: [c], sortKey: b, moreSortKeys: [{ name: 'd', type: 'S' }] },
      { partition: [a, c], sort: [b, { name: 'd', type: 'S' }] }
    ]
  ])('reads %s', (_, index, want) => {
    expect(gsiKeySchema(index)).toEqual(want);
  });
});
