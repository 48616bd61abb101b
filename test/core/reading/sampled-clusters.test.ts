import { describe, expect, it } from 'vitest';
import { sampledClusters } from '../../../src/core/reading/sampled-clusters.ts';

describe('sampledClusters', () => {
  it.each<[string, [number, number][], [number, number][], { items: number; hits: number }[]]>([
    ['nothing read', [], [], []],
    [
      'runs of one segment summed, a segment without hits kept at zero',
      [
        [3, 100],
        [9, 50],
        [3, 20]
      ],
      [[3, 12]],
      [
        { items: 120, hits: 12 },
        { items: 50, hits: 0 }
      ]
    ],
    [
      'hits of a segment never read are not a cluster',
      [[1, 10]],
      [[2, 5]],
      [{ items: 10, hits: 0 }]
    ]
  ])('%s', (_name, runs, hits, want) => {
    expect(sampledClusters(runs, hits)).toEqual(want);
  });
});
