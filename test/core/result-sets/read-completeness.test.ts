import { describe, expect, it } from 'vitest';
import {
  readCompleteness,
  type ReadEndReason
} from '../../../src/core/result-sets/read-completeness.ts';

describe('readCompleteness', () => {
  it.each<[ReadEndReason | null, number, number | undefined, string, string]>([
    [null, 3000, undefined, 'reading', 'reading: 3,000 items so far'],
    [null, 3000, 101_691, 'reading', 'reading: 3,000 items so far of ≈101,691'],
    ['complete', 1, undefined, 'complete', 'complete: 1 item'],
    ['complete', 101_691, 101_000, 'complete', 'complete: 101,691 items'],
    [
      'item-cap',
      100_000,
      101_691,
      'partial',
      'partial: 100,000 of ≈101,691 items (stopped at the item cap)'
    ],
    ['byte-cap', 20, undefined, 'partial', 'partial: 20 items (stopped at the size cap)'],
    ['stopped', 0, 5, 'partial', 'partial: 0 of ≈5 items (stopped)'],
    ['problem', 7, undefined, 'partial', 'partial: 7 items (stopped by a problem)'],
    // A stale DescribeTable count below what was read says nothing of the whole.
    ['stopped', 120, 100, 'partial', 'partial: 120 items (stopped)']
  ])('end %s, %i items, total %s: %s', (end, items, total, state, text) => {
    expect(readCompleteness({ end, items, total })).toEqual({ state, text });
  });

  const sample = { count: 64, of: 1000 };
  it.each<[ReadEndReason | null, number, number | undefined, string, string]>([
    [
      null,
      5_000,
      150_000_000,
      'reading',
      'sampling: 5,000 items so far from 64 of 1,000 segments, ≈0.0033 % of ≈150,000,000 items'
    ],
    [
      'item-cap',
      99_968,
      150_000_000,
      'partial',
      'sample: 99,968 items from 64 of 1,000 segments, ≈0.067 % of ≈150,000,000 items'
    ],
    // Every drawn segment read to its end is still a sample of the table.
    [
      'complete',
      6_400,
      100_000,
      'partial',
      'sample: 6,400 items from 64 of 1,000 segments, ≈6.4 % of ≈100,000 items'
    ],
    [
      'memory',
      50_000,
      undefined,
      'partial',
      'sample: 50,000 items from 64 of 1,000 segments (stopped near what this tab can hold)'
    ]
  ])('a sample, end %s, %i items, total %s: %s', (end, items, total, state, text) => {
    expect(readCompleteness({ end, items, total, sample })).toEqual({ state, text });
  });
});
