import { describe, expect, it } from 'vitest';
import { liveLinkOf } from '../../../src/core/result-sets/live-link-of.ts';
import type { LiveLink } from '../../../src/core/result-sets/live-link.ts';
import type { ReadSource } from '../../../src/core/result-sets/read-source.ts';

const here = { kind: 'embedded' } as const;
const key = {
  partitionKey: { name: 'id', type: 'N' as const },
  sortKey: { name: 'at', type: 'B' as const }
};

describe('liveLinkOf', () => {
  it.each<[string, ReadSource, LiveLink]>([
    [
      'a scan',
      { kind: 'scan', table: 'T', segments: 1 },
      { target: here, table: 'T', read: { kind: 'scan' } }
    ],
    [
      'an index scan in segments',
      { kind: 'scan', table: 'T', index: 'I', segments: 8 },
      { target: here, table: 'T', index: 'I', read: { kind: 'scan', segments: 8 } }
    ],
    [
      'a query: values as text, the order kept',
      {
        kind: 'query',
        table: 'T',
        key,
        scanIndexForward: false,
        condition: {
          partitionValue: { N: '1e3' },
          sort: { operator: 'BETWEEN', value: { B: 'AA==' }, upper: { B: 'AQ==' } }
        }
      },
      {
        target: here,
        table: 'T',
        read: {
          kind: 'query',
          partitionValue: '1e3',
          sortKey: { operator: 'BETWEEN', value: 'AA==', upper: 'AQ==' },
          descending: true
        }
      }
    ]
  ])('%s', (_name, source, want) => {
    expect(liveLinkOf(source, here)).toEqual(want);
  });
});
