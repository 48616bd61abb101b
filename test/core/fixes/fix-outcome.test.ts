import { describe, expect, it } from 'vitest';
import { fixOutcome } from '../../../src/core/fixes/fix-outcome.ts';
import type { PatternStatus } from '../../../src/core/fixes/pattern-status.ts';
import type { HeatKey, HeatReport, HeatView } from '../../../src/core/heat/heat-types.ts';

const key = (text: string, utilization: number) => ({ text, utilization }) as HeatKey;
const view = (index: string | null, keys: HeatKey[]) =>
  ({ tableName: 'Shop', index, keys }) as unknown as HeatView;
const report = (views: HeatView[]) => ({ views }) as unknown as HeatReport;
const ok = (name: string, queries = 1): PatternStatus => ({
  name,
  state: queries > 1 ? 'multiplied' : 'answered',
  queries,
  problem: ''
});
const broken = (name: string): PatternStatus => ({
  name,
  state: 'broken',
  queries: 1,
  problem: 'it returns no items'
});

describe('fixOutcome', () => {
  it.each([
    {
      what: 'under the ceiling, every pattern as before: fixes',
      views: [view(null, [key('A', 0.7)]), view('ByX', [key('x', 0.9)])],
      after: [ok('p'), ok('q')],
      before: [ok('p'), ok('q')],
      want: {
        over: false,
        breaks: [],
        multiplies: [],
        fixes: true,
        peak: { where: 'index ByX', key: 'x', utilization: 0.9 }
      }
    },
    {
      what: 'a key over the ceiling',
      views: [view(null, [key('A', 2.04)])],
      after: [ok('p')],
      before: [ok('p')],
      want: { over: true, fixes: false, peak: { where: 'table Shop', key: 'A', utilization: 2.04 } }
    },
    {
      what: 'a pattern broken by it',
      views: [view(null, [key('A', 0.2)])],
      after: [ok('p'), broken('q')],
      before: [ok('p'), ok('q')],
      want: { over: false, breaks: ['q'], fixes: false }
    },
    {
      what: 'a pattern broken before it counts against no fix',
      views: [view(null, [key('A', 0.2)])],
      after: [broken('q')],
      before: [broken('q')],
      want: { breaks: [], fixes: true }
    },
    {
      what: 'a pattern made a scatter-gather',
      views: [view(null, [key('A', 0.2)])],
      after: [ok('p', 4)],
      before: [ok('p')],
      want: { multiplies: ['p'], fixes: false }
    },
    {
      what: 'a scatter-gather already there is not counted again',
      views: [view(null, [key('A', 0.2)])],
      after: [ok('p', 4)],
      before: [ok('p', 4)],
      want: { multiplies: [], fixes: true }
    },
    {
      what: 'no load at all',
      views: [view(null, [])],
      after: [],
      before: [],
      want: { peak: null, over: false, fixes: true }
    }
  ])('$what', ({ views, after, before, want }) => {
    expect(fixOutcome(report(views), after, before)).toMatchObject(want);
  });
});
