import { describe, expect, it } from 'vitest';
import type { Workload } from '../../../src/core/model/workload.ts';
import { workloadProblems } from '../../../src/core/workload/workload-problems.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const none: Workload = { accessPatterns: [], entities: [] };

describe('workloadProblems', () => {
  it('finds nothing wrong with the examples’ workloads or an empty one', () => {
    expect(workloadProblems(gaming, gaming.workload!)).toEqual([]);
    expect(workloadProblems(gaming, none)).toEqual([]);
  });

  it.each([
    [
      { ...none, hotShare: 1.5 },
      'hotShare',
      'a share is a number from 0 to 1 (0.1 is 10 percent), got 1.5'
    ],
    [
      { ...none, targetUtilization: 0.1 },
      'targetUtilization',
      "auto scaling's target utilisation is from 0.2 to 0.9 (20 to 90 percent), got 0.1"
    ],
    [
      { ...none, accessPatterns: [{ pattern: 'Get user profile', rate: Number.NaN }] },
      'accessPatterns[0].rate',
      'a rate is a number of requests per second from 0 to 1,000,000, got NaN'
    ],
    [
      { ...none, accessPatterns: [{ pattern: 'Find all users in a game', rate: 1e12 }] },
      'accessPatterns[0].rate',
      'a rate is a number of requests per second from 0 to 1,000,000, got 1000000000000'
    ],
    [
      { ...none, entities: [{ entity: 'User', writeRate: 1e308 }] },
      'entities[0].writeRate',
      'a rate is a number of requests per second from 0 to 1,000,000, got 1e+308'
    ],
    [
      {
        ...none,
        accessPatterns: [{ pattern: 'Find all games a user has played', transactional: true }]
      },
      'accessPatterns[0].transactional',
      'access pattern "Find all games a user has played" reads index "InvertedIndex", and a read in a transaction reads tables only, never an index; turn transactional off or read the table'
    ],
    [
      { ...none, entities: [{ entity: 'User', keys: { kind: 'hot', key: '', share: 0.5 } }] },
      'entities[0].keys.key',
      'a hot key names a partition key value; it cannot be empty'
    ],
    [
      {
        ...none,
        entities: [{ entity: 'Game', sharding: { attribute: 'shard', count: 4, suffix: 'random' } }]
      },
      'entities[0].sharding.attribute',
      'entity "Game" has no attribute "shard" to hold its shard; add it (type N) or name another'
    ],
    [
      { ...none, entities: [{ entity: 'Ghost' }] },
      'entities[0].entity',
      'the workload names entity "Ghost", which the design does not have; rename it to one of "User", "Game", "UserGameMapping" or remove it'
    ]
  ] as [Workload, string, string][])('%#: %s', (workload, field, message) => {
    expect(workloadProblems(gaming, workload)).toEqual([
      { field, code: expect.stringMatching(/^workload\./), severity: 'error', message }
    ]);
  });

  it('does not change its inputs', () => {
    const w: Workload = { ...none, hotShare: 3 };
    const before = JSON.stringify([gaming, w]);
    workloadProblems(gaming, w);
    expect(JSON.stringify([gaming, w])).toBe(before);
  });
});
