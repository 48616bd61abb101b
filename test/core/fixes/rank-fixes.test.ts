import { describe, expect, it } from 'vitest';
import { fakeFix } from '../../helpers/fake-fix.ts';
import type { FixOutcome } from '../../../src/core/fixes/fix-outcome.ts';
import { rankFixes } from '../../../src/core/fixes/rank-fixes.ts';

const fix = fakeFix;
const outcome = (o: Partial<FixOutcome>): FixOutcome => ({
  peak: { where: 'table T', key: 'K', utilization: 0.5 },
  patterns: [],
  over: false,
  breaks: [],
  multiplies: [],
  fixes: true,
  ...o
});

describe('rankFixes', () => {
  const outcomes = new Map<string, FixOutcome | null>([
    [
      'over',
      outcome({ over: true, fixes: false, peak: { where: 'table T', key: 'K', utilization: 2.04 } })
    ],
    ['breaks', outcome({ fixes: false, breaks: ['Orders of a customer, newest first'] })],
    [
      'multiplies',
      outcome({
        fixes: false,
        multiplies: ['List'],
        patterns: [{ name: 'List', state: 'multiplied', queries: 4, problem: '' }]
      })
    ],
    ['good', outcome({})],
    ['unknown', null]
  ]);
  const ranked = rankFixes(
    ['over', 'breaks', 'unknown', 'cache', 'multiplies', 'good'].map((id) =>
      fix(id, id !== 'cache')
    ),
    (f) => outcomes.get(f.id) ?? null
  );

  it('puts what fixes first, then advice, then what does not (least broken first), then the untried', () => {
    expect(ranked.map((f) => f.id)).toEqual([
      'good',
      'cache',
      'over',
      'multiplies',
      'breaks',
      'unknown'
    ]);
  });

  it.each([
    ['good', 'good'],
    ['over', 'over — still 204% of a partition'],
    ['breaks', 'breaks — breaks “Orders of a customer, newest first”'],
    ['multiplies', 'multiplies — multiplies “List” into 4 Queries'],
    ['unknown', 'unknown'],
    ['cache', 'cache']
  ])('titles %s as “%s”', (id, title) => {
    expect(ranked.find((f) => f.id === id)!.title).toBe(title);
  });

  it('keeps each outcome on its fix, and never asks one of advice', () => {
    const asked: string[] = [];
    const r = rankFixes([fix('a'), fix('c', false)], (f) => (asked.push(f.id), outcome({})));
    expect(asked).toEqual(['a']);
    expect(r[0]!.outcome).toEqual(outcome({}));
    expect(r[1]!.outcome).toBeUndefined();
  });
});
