import { describe, expect, it } from 'vitest';
import { gsiKeyEdit, type GsiKeyChange } from '../../../src/core/edits/gsi-key-edit.ts';
import type { GlobalSecondaryIndex } from '../../../src/core/model/design.ts';

const k = (name: string) => ({ name, type: 'S' as const });
const base: GlobalSecondaryIndex = {
  name: 'ByRegion',
  partitionKey: k('t'),
  projection: { type: 'ALL' }
};

describe('gsiKeyEdit', () => {
  it.each<[string, GlobalSecondaryIndex, GsiKeyChange, unknown]>([
    [
      'adds a partition attribute',
      base,
      { part: 'partition', at: 1, key: k('r') },
      { ...base, morePartitionKeys: [k('r')] }
    ],
    [
      'renames the first, keeping the rest',
      { ...base, morePartitionKeys: [k('r')] },
      { part: 'partition', at: 0, key: k('x') },
      { ...base, partitionKey: k('x'), morePartitionKeys: [k('r')] }
    ],
    [
      'removes the first; the next becomes first',
      { ...base, morePartitionKeys: [k('r')] },
      { part: 'partition', at: 0, key: null },
      { ...base, partitionKey: k('r') }
    ],
    ['adds a sort key', base, { part: 'sort', at: 0, key: k('s') }, { ...base, sortKey: k('s') }],
    [
      'adds a second sort attribute',
      { ...base, sortKey: k('s') },
      { part: 'sort', at: 1, key: k('u') },
      { ...base, sortKey: k('s'), moreSortKeys: [k('u')] }
    ],
    [
      'removes the only sort attribute',
      { ...base, sortKey: k('s') },
      { part: 'sort', at: 0, key: null },
      base
    ],
    [
      'refuses to remove the only partition attribute',
      base,
      { part: 'partition', at: 0, key: null },
      'index "ByRegion" needs a partition key: it has one attribute left, so change it rather than remove it'
    ]
  ])('%s', (_, index, change, want) => {
    expect(gsiKeyEdit(index, change)).toEqual(want);
  });
});
