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
    ],
    [
      'a query of a multi-attribute key: the later values and conditions kept apart',
      {
        kind: 'query',
        table: 'T',
        index: 'I',
        multiKey: {
          partition: [
            { name: 'tournamentId', type: 'S' },
            { name: 'season', type: 'N' }
          ],
          sort: [
            { name: 'round', type: 'S' },
            { name: 'bracket', type: 'S' }
          ]
        },
        multiCondition: {
          partition: [{ S: 'W26' }, { N: '2026' }],
          sort: [
            { operator: '=', value: { S: 'SEMI' } },
            { operator: 'BETWEEN', value: { S: 'A' }, upper: { S: 'M' } }
          ]
        }
      },
      {
        target: here,
        table: 'T',
        index: 'I',
        read: {
          kind: 'query',
          partitionValue: 'W26',
          morePartitionValues: ['2026'],
          sortKey: { operator: '=', value: 'SEMI' },
          moreSortKeys: [{ operator: 'BETWEEN', value: 'A', upper: 'M' }]
        }
      }
    ]
  ])('%s', (_name, source, want) => {
    expect(liveLinkOf(source, here)).toEqual(want);
  });
});
