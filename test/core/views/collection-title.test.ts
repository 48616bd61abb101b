import { describe, expect, it } from 'vitest';
import { collectionTitle } from '../../../src/core/views/collection-title.ts';
import type { ViewSpec } from '../../../src/core/views/table-key-attributes.ts';

const spec: ViewSpec = {
  table: 't',
  index: 'TournamentRegionIndex',
  kind: 'gsi',
  partitionKey: { name: 'tournamentId', type: 'S' },
  parts: {
    partition: [
      { name: 'tournamentId', type: 'S' },
      { name: 'season', type: 'N' }
    ],
    sort: []
  }
};

describe('collectionTitle', () => {
  it.each([
    [false, 'tournamentId = WINTER · season = 2026'],
    [true, 'tournamentId (S) = WINTER · season (N) = 2026']
  ])('typed %s: %s', (typed, want) => {
    expect(collectionTitle(spec, [{ S: 'WINTER' }, { N: '2026' }], typed)).toBe(want);
  });
});
