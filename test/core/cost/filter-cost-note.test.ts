import { describe, expect, it } from 'vitest';
import { filterCostNote } from '../../../src/core/cost/filter-cost-note.ts';

type Read = Parameters<typeof filterCostNote>[0];

const CHARGED =
  'The filter runs on the server after each page is read, and DynamoDB charges for every item read: ';
const CAPS =
  '. Only the matches come back and count toward the caps, so a filter that matches few items reads on, paced by the read budget, until the end or a cap.';

describe('filterCostNote', () => {
  it.each<[Read, string]>([
    [
      'scan',
      'this Scan costs what the same Scan without the filter costs, however few items match'
    ],
    [
      'sample',
      'this sample costs what it costs without the filter: every item of the drawn segments it reaches is read'
    ],
    [
      'query',
      'this Query costs what it costs without the filter: every item of the partition (or of the sort key range) is read'
    ]
  ])('%s: reads are charged before the filter, and it names what it reads', (read, what) => {
    expect(filterCostNote(read)).toBe(`${CHARGED}${what}${CAPS}`);
  });
});
