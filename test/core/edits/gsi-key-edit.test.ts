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
    ],
    [
      'moves the second sort attribute first',
      { ...base, sortKey: k('s'), moreSortKeys: [k('u'), k('v')] },
      { part: 'sort', at: 1, earlier: true },
      { ...base, sortKey: k('u'), moreSortKeys: [k('s'), k('v')] }
    ],
    [
      'moves the last partition attribute one place',
      { ...base, morePartitionKeys: [k('r'), k('q')] },
      { part: 'partition', at: 2, earlier: true },
      { ...base, morePartitionKeys: [k('q'), k('r')] }
    ],
    [
      'refuses to move the first attribute earlier',
      { ...base, sortKey: k('s'), moreSortKeys: [k('u')] },
      { part: 'sort', at: 0, earlier: true },
      'attribute 1 of the sort key is already first'
    ],
    [
      'refuses to move an attribute the key does not have',
      { ...base, sortKey: k('s') },
      { part: 'sort', at: 3, earlier: true },
      'the sort key has 1 attribute: there is no attribute 4 to move'
    ]
  ])('%s', (_, index, change, want) => {
    expect(gsiKeyEdit(index, change)).toEqual(want);
  });
});
