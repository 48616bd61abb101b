import { describe, expect, it } from 'vitest';
import { patternSummary } from '../../../src/core/code/pattern-summary.ts';
import { allExampleRequests } from './example-requests.ts';
import { nastyRequest } from './nasty-request.ts';

describe('patternSummary', () => {
  it('names the pattern, its request and what Keyscope computes it reads', () => {
    const e = allExampleRequests().find(
      (x) => x.label === 'gaming: Find all games a user has played'
    )!;
    expect(patternSummary(e.request)).toEqual([
      'Keyscope access pattern "Find all games a user has played"',
      'The same mapping items read through the inverted index, where the user is the partition key.',
      'Query on battle-royale, index InvertedIndex: SK = :pk AND begins_with(PK, :sk0)',
      "Keyscope computes: 3 items, 0.5 RCU (on the design's items)."
    ]);
  });

  it('says "1 item" and "GetItem" for a GetItem', () => {
    const e = allExampleRequests().find((x) => x.label === 'people-music: Get a person')!;
    expect(patternSummary(e.request).slice(-2)).toEqual([
      'GetItem on People: PersonID = :pk',
      "Keyscope computes: 1 item, 0.5 RCU (on the design's items)."
    ]);
  });

  it('keeps every line a line: a break in a name is shown, one in a description splits it', () => {
    const lines = patternSummary({
      ...nastyRequest('Query'),
      description: 'one\r\ntwo\n\nthree\u202e'
    });
    expect(lines.slice(0, 4)).toEqual([
      'Keyscope access pattern "A "nasty" pattern\\nwith a second line \\u202e"',
      'one',
      'two',
      'three\\u202e'
    ]);
    for (const l of lines) expect(l).not.toMatch(/[\n\r\u202e]/);
  });
});
