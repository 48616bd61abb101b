import { describe, expect, it } from 'vitest';
import { withSyntheticKeys } from '../../../src/core/export/with-synthetic-keys.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { isMultiKey } from '../../../src/core/model/is-multi-key.ts';
import { example } from '../../helpers/example.ts';

const tournament = example('tournament');

describe('withSyntheticKeys', () => {
  it('keys every multi-attribute index of the named tables by synthetic strings', () => {
    const { design } = withSyntheticKeys(tournament, ['TournamentMatches']);
    const gsis = design.tables[0]!.globalSecondaryIndexes;
    expect(gsis.map((g) => [g.name, g.partitionKey.name, g.sortKey?.name, isMultiKey(g)])).toEqual([
      ['TournamentRegionIndex', 'TournamentRegionIndexPK', 'TournamentRegionIndexSK', false],
      ['PlayerMatchHistoryIndex', 'PlayerMatchHistoryIndexPK', 'PlayerMatchHistoryIndexSK', false]
    ]);
  });

  it('notes each index, its attributes and templates, then its warnings', () => {
    expect(withSyntheticKeys(tournament, ['TournamentMatches']).notes).toEqual([
      'index "TournamentRegionIndex" of "TournamentMatches" is written with synthetic keys, since a NoSQL Workbench model holds one attribute per key: partition TournamentRegionIndexPK = TOURNAMENT#${tournamentId}#REGION#${region} (from tournamentId + region); sort TournamentRegionIndexSK = ROUND#${round}#BRACKET#${bracket}#MATCH#${matchId} (from round + bracket + matchId). Every item with all the parts carries them written out; an item lacking one stays out of the index, as before',
      'index "TournamentRegionIndex" of "TournamentMatches": the Match item at $.entities[0].items[12] has no region: such an item stays out of the index, as with the multi-attribute key, since the synthetic key is written only when every part is present',
      'index "PlayerMatchHistoryIndex" of "TournamentMatches" is written with synthetic keys, since a NoSQL Workbench model holds one attribute per key: partition PlayerMatchHistoryIndexPK = PLAYER1#${player1Id} (from player1Id); sort PlayerMatchHistoryIndexSK = MATCH_DATE#${matchDate}#ROUND#${round} (from matchDate + round). Every item with all the parts carries them written out; an item lacking one stays out of the index, as before',
      'index "PlayerMatchHistoryIndex" of "TournamentMatches": the Match item at $.entities[0].items[12] has no round: such an item stays out of the index, as with the multi-attribute key, since the synthetic key is written only when every part is present'
    ]);
  });

  it('leaves the tables not named as they are', () => {
    expect(withSyntheticKeys(tournament, [])).toEqual({ design: tournament, notes: [] });
  });

  it('leaves an index that cannot take synthetic keys, saying why', () => {
    const e = tournament.entities[0]!;
    const broken: Design = { ...tournament, entities: [{ ...e, keys: { region: 'R#${code' } }] };
    const { design, notes } = withSyntheticKeys(broken, ['TournamentMatches']);
    expect(isMultiKey(design.tables[0]!.globalSecondaryIndexes[0]!)).toBe(true);
    expect(notes[0]).toBe(
      'index "TournamentRegionIndex" of "TournamentMatches" could not take synthetic keys: entity "Match"\'s template for region cannot be parsed (template "R#${code" has an unclosed "${" at column 3); fix it, then synthesize the key'
    );
  });
});
