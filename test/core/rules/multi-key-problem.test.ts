import { describe, expect, it } from 'vitest';
import type { KeyAttribute } from '../../../src/core/model/design.ts';
import type { MultiKeySchema } from '../../../src/core/model/multi-key-schema.ts';
import { multiKeyProblem } from '../../../src/core/rules/multi-key-problem.ts';

const s = (name: string): KeyAttribute => ({ name, type: 'S' });
const n = (name: string): KeyAttribute => ({ name, type: 'N' });
const b = (name: string): KeyAttribute => ({ name, type: 'B' });
const names = (prefix: string, count: number): KeyAttribute[] =>
  Array.from({ length: count }, (_, i) => s(`${prefix}${i + 1}`));

describe('multiKeyProblem', () => {
  it.each<{ why: string; key: MultiKeySchema; message: string }>([
    {
      why: 'no partition attribute',
      key: { partition: [], sort: [] },
      message: 'index "ByRegion": its partition key has no attribute; give it 1 to 4'
    },
    {
      why: 'no partition attribute, even with sort attributes',
      key: { partition: [], sort: [s('round')] },
      message: 'index "ByRegion": its partition key has no attribute; give it 1 to 4'
    },
    {
      why: '5 partition attributes',
      key: { partition: names('p', 5), sort: [] },
      message:
        'index "ByRegion": its partition key has 5 attributes; a GSI\'s partition key takes at most 4, so drop 1'
    },
    {
      why: '5 sort attributes',
      key: { partition: [s('p1')], sort: names('s', 5) },
      message:
        'index "ByRegion": its sort key has 5 attributes; a GSI\'s sort key takes at most 4, so drop 1'
    },
    {
      why: '6 sort attributes',
      key: { partition: [s('p1')], sort: names('s', 6) },
      message:
        'index "ByRegion": its sort key has 6 attributes; a GSI\'s sort key takes at most 4, so drop 2'
    },
    {
      why: "a partition attribute typed 'BOOL'",
      key: { partition: [s('p1'), { name: 'flag', type: 'BOOL' as never }], sort: [] },
      message:
        'index "ByRegion": partition key attribute 2 ("flag") has type "BOOL"; a key attribute is S, N or B'
    },
    {
      why: "a sort attribute typed 'BOOL'",
      key: { partition: [s('p1')], sort: [{ name: 'flag', type: 'BOOL' as never }] },
      message:
        'index "ByRegion": sort key attribute 1 ("flag") has type "BOOL"; a key attribute is S, N or B'
    },
    {
      why: 'an attribute repeated across partition and sort',
      key: { partition: [s('region'), s('tournamentId')], sort: [s('round'), n('region')] },
      message:
        'index "ByRegion": attribute "region" is in its key twice; name each key attribute once'
    },
    {
      why: 'an attribute repeated within the partition',
      key: { partition: [s('a'), n('a')], sort: [] },
      message: 'index "ByRegion": attribute "a" is in its key twice; name each key attribute once'
    }
  ])('refuses $why', ({ key, message }) => {
    expect(multiKeyProblem('ByRegion', key)).toBe(message);
  });

  it.each<{ why: string; key: MultiKeySchema }>([
    { why: '1 partition attribute and no sort', key: { partition: [s('pk')], sort: [] } },
    {
      why: '4 partition and 4 sort attributes',
      key: { partition: names('p', 4), sort: names('s', 4) }
    },
    {
      why: '2 partition and 3 sort attributes of mixed S, N and B',
      key: {
        partition: [s('tournamentId'), b('shard')],
        sort: [n('round'), b('hash'), s('matchId')]
      }
    }
  ])('accepts $why', ({ key }) => {
    expect(multiKeyProblem('ByRegion', key)).toBeNull();
  });
});
