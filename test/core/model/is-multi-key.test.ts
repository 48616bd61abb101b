import { describe, expect, it } from 'vitest';
import type { GlobalSecondaryIndex } from '../../../src/core/model/design.ts';
import { isMultiKey } from '../../../src/core/model/is-multi-key.ts';

const a = { name: 'a', type: 'S' } as const;
const base = { name: 'G', partitionKey: a, projection: { type: 'ALL' } } as const;

describe('isMultiKey', () => {
  it.each<[string, GlobalSecondaryIndex, boolean]>([
    ['a classic key', { ...base, sortKey: a }, false],
    ['empty tails', { ...base, morePartitionKeys: [], moreSortKeys: [] }, false],
    ['a second partition attribute', { ...base, morePartitionKeys: [a] }, true],
    ['a second sort attribute', { ...base, sortKey: a, moreSortKeys: [a] }, true]
  ])('%s: %s', (_, index, want) => {
    expect(isMultiKey(index)).toBe(want);
  });
});
