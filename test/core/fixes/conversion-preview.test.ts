import { describe, expect, it } from 'vitest';
import { conversionPreview } from '../../../src/core/fixes/conversion-preview.ts';
import { example } from '../../helpers/example.ts';

describe('conversionPreview', () => {
  const preview = conversionPreview(
    example('tournament-synthetic'),
    'TournamentMatches',
    'TournamentRegionIndex'
  );
  if (!preview.ok) throw new Error(preview.why);

  it('shows the index before and after: the same collections, keyed by the parts', () => {
    expect(preview.before).toEqual({
      key: 'GSI1PK / GSI1SK',
      collections: 3,
      items: 12,
      absent: 1,
      first: [
        'TOURNAMENT#SPRING2026#REGION#NA-EAST',
        'TOURNAMENT#WINTER2026#REGION#EU-WEST',
        'TOURNAMENT#WINTER2026#REGION#NA-EAST'
      ]
    });
    expect(preview.after).toEqual({
      key: 'tournamentId + region / round + bracket + matchId',
      collections: 3,
      items: 12,
      absent: 1,
      first: [
        'tournamentId = SPRING2026 · region = NA-EAST',
        'tournamentId = WINTER2026 · region = EU-WEST',
        'tournamentId = WINTER2026 · region = NA-EAST'
      ]
    });
  });

  it('runs every pattern of the table on both sides', () => {
    expect(preview.patterns).toEqual([
      {
        name: 'A match by id',
        before: { count: 1, ok: true },
        after: { count: 1, ok: true },
        note: 'not on this index: unchanged'
      },
      {
        name: "A tournament's matches in a region",
        before: { count: 6, ok: true },
        after: { count: 6, ok: true },
        note: 'partition ${tournamentId}, ${region}'
      },
      {
        name: 'One bracket of a round',
        before: { count: 2, ok: true },
        after: { count: 2, ok: true },
        note: 'partition ${tournamentId}, ${region}; sort = ${round}, = ${bracket}'
      }
    ]);
  });

  it('names the attributes no longer written', () => {
    expect(preview.conversion.noLongerWritten).toEqual(['GSI1PK', 'GSI1SK']);
  });
});
