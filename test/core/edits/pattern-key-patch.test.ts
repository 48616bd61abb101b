import { describe, expect, it } from 'vitest';
import {
  patternKeyPatch,
  type PatternKeyChange
} from '../../../src/core/edits/pattern-key-patch.ts';
import type { AccessPattern } from '../../../src/core/model/design.ts';

const base: AccessPattern = {
  name: 'p',
  table: 'T',
  index: 'ByRegion',
  partitionKey: '${t}',
  parameters: {},
  scanIndexForward: true,
  consistentRead: false,
  expectedEntities: []
};
const eq = (value: string) => ({ operator: '=' as const, value });

describe('patternKeyPatch', () => {
  it.each<[string, AccessPattern, PatternKeyChange, unknown]>([
    [
      'sets a later partition template',
      base,
      { kind: 'partition', at: 1, template: '${r}' },
      { partitionKey: '${t}', morePartitionKeys: ['${r}'] }
    ],
    [
      'fills a gap with empty templates',
      base,
      { kind: 'partition', at: 2, template: '${x}' },
      { partitionKey: '${t}', morePartitionKeys: ['', '${x}'] }
    ],
    [
      'sets the first partition template',
      { ...base, morePartitionKeys: ['${r}'] },
      { kind: 'partition', at: 0, template: 'T#${t}' },
      { partitionKey: 'T#${t}', morePartitionKeys: ['${r}'] }
    ],
    [
      'adds a sort condition after the last',
      { ...base, sortKey: eq('A') },
      { kind: 'sort', at: 1, condition: eq('B') },
      { sortKey: eq('A'), moreSortKeys: [eq('B')] }
    ],
    [
      'drops a condition and every later one',
      { ...base, sortKey: eq('A'), moreSortKeys: [eq('B'), eq('C')] },
      { kind: 'sort', at: 1, condition: undefined },
      { sortKey: eq('A'), moreSortKeys: undefined }
    ],
    [
      'drops them all from the first',
      { ...base, sortKey: eq('A'), moreSortKeys: [eq('B')] },
      { kind: 'sort', at: 0, condition: undefined },
      { sortKey: undefined, moreSortKeys: undefined }
    ],
    [
      'keeps the lists for a multi-attribute target',
      { ...base, morePartitionKeys: ['${r}'] },
      { kind: 'target', table: 'T', index: 'Other', multi: true },
      { table: 'T', index: 'Other' }
    ],
    [
      'drops them for a one-attribute target',
      { ...base, morePartitionKeys: ['${r}'] },
      { kind: 'target', table: 'T', index: null, multi: false },
      { table: 'T', index: null, morePartitionKeys: undefined, moreSortKeys: undefined }
    ]
  ])('%s', (_, pattern, change, want) => {
    expect(patternKeyPatch(pattern, change)).toEqual(want);
  });
});
