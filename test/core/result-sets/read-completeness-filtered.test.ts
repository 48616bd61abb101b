import { describe, expect, it } from 'vitest';
import { endReasonText } from '../../../src/core/result-sets/end-reason-text.ts';
import {
  readCompleteness,
  type ReadCompleteness,
  type ReadEndReason
} from '../../../src/core/result-sets/read-completeness.ts';

const MATCH = '3 of 10 items read match the filter';

describe('readCompleteness with a filter', () => {
  it.each<[string, ReadEndReason | null, number, number, number | undefined, ReadCompleteness]>([
    ['reading', null, 3, 10, undefined, { state: 'reading', text: `reading: ${MATCH} so far` }],
    [
      'complete: still only part of what it read',
      'complete',
      3,
      10,
      undefined,
      { state: 'partial', text: `filtered: ${MATCH}` }
    ],
    [
      'complete, with every item read matching',
      'complete',
      10,
      10,
      10,
      { state: 'partial', text: 'filtered: 10 of 10 items read match the filter' }
    ],
    [
      'large counts, with separators',
      'complete',
      1234,
      1_000_000,
      undefined,
      { state: 'partial', text: 'filtered: 1,234 of 1,000,000 items read match the filter' }
    ],
    [
      'nothing matched',
      'complete',
      0,
      10,
      undefined,
      { state: 'partial', text: 'filtered: 0 of 10 items read match the filter' }
    ]
  ])('%s', (_name, end, items, read, total, want) => {
    expect(readCompleteness({ end, items, total, filtered: { read } })).toEqual(want);
  });

  it.each<[Exclude<ReadEndReason, 'complete'>]>([
    ['item-cap'],
    ['byte-cap'],
    ['stopped'],
    ['problem'],
    ['memory']
  ])('ended by %s: the reason appended in brackets', (end) => {
    expect(readCompleteness({ end, items: 3, filtered: { read: 10 } })).toEqual({
      state: 'partial',
      text: `filtered: ${MATCH} (${endReasonText(end)})`
    });
  });

  const sample = { count: 2, of: 8 };
  it.each<[ReadEndReason | null, number | undefined, 'reading' | 'partial', string]>([
    [null, 100, 'reading', ' so far'],
    ['complete', 100, 'partial', ''],
    ['item-cap', 100, 'partial', ''],
    ['memory', undefined, 'partial', ''],
    ['stopped', 1000, 'partial', '']
  ])(
    'a filtered sample ending %s (total %s): the sample told from the items read, then the matches',
    (end, total, state, soFar) => {
      const plain = readCompleteness({ end, items: 10, total, sample });
      expect(readCompleteness({ end, items: 3, total, sample, filtered: { read: 10 } })).toEqual({
        state,
        text: `${plain.text}; ${MATCH}${soFar}`
      });
    }
  );

  it('tells a filtered sample by the items read, not the matches', () => {
    expect(
      readCompleteness({ end: 'complete', items: 3, total: 100, sample, filtered: { read: 10 } })
        .text
    ).toBe(`sample: 10 items from 2 of 8 segments, ≈10.0 % of ≈100 items; ${MATCH}`);
  });

  it('leaves an unfiltered read as it was', () => {
    expect(readCompleteness({ end: 'complete', items: 3 })).toEqual({
      state: 'complete',
      text: 'complete: 3 items'
    });
  });
});
