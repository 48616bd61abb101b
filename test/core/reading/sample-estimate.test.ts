import { describe, expect, it } from 'vitest';
import { createLcg } from '../../../src/core/random/create-lcg.ts';
import { sampledSegments } from '../../../src/core/result-sets/sampled-segments.ts';
import { sampleEstimate, type SampledCluster } from '../../../src/core/reading/sample-estimate.ts';

describe('sampleEstimate', () => {
  it.each<[string, SampledCluster[], number, ReturnType<typeof sampleEstimate>]>([
    ['nothing read', [{ items: 0, hits: 0 }], 1000, null],
    ['no table count', [{ items: 10, hits: 1 }], 0, null],
    ['one segment: a count, no interval', [{ items: 100, hits: 10 }], 1000, { estimate: 100 }],
    [
      'segments alike: a narrow interval',
      [
        { items: 100, hits: 10 },
        { items: 100, hits: 10 }
      ],
      1000,
      { estimate: 100, low: 100, high: 100 }
    ],
    [
      'segments that differ: a wide one',
      [
        { items: 100, hits: 3 },
        { items: 100, hits: 2 }
      ],
      1_000_000,
      { estimate: 25000, low: 15210, high: 34790 }
    ]
  ])('%s', (_name, clusters, total, want) => {
    expect(sampleEstimate(clusters, total, { count: clusters.length, of: 1000 })).toEqual(want);
  });

  it('covers the true count about 95 % of the time, against the whole table counted', () => {
    // A table of 400 segments whose share of the kind drifts across the key space (as a
    // customer's items cluster in its hash range); 400 samples of 20 segments each.
    const random = createLcg(3);
    const table: SampledCluster[] = Array.from({ length: 400 }, (_, s) => {
      const items = 200 + Math.floor(random() * 100);
      const rate = 0.05 + 0.1 * Math.sin(s / 20) ** 2;
      let hits = 0;
      for (let i = 0; i < items; i++) if (random() < rate) hits++;
      return { items, hits };
    });
    const total = table.reduce((n, c) => n + c.items, 0);
    const truth = table.reduce((n, c) => n + c.hits, 0);
    let covered = 0;
    for (let seed = 0; seed < 400; seed++) {
      const drawn = sampledSegments(400, 20, seed).map((s) => table[s]!);
      const e = sampleEstimate(drawn, total, { count: 20, of: 400 })!;
      if (e.low! <= truth && truth <= e.high!) covered++;
    }
    expect(covered / 400).toBeGreaterThan(0.88);
    expect(covered / 400).toBeLessThan(0.995);
  });
});
