import { describe, expect, it } from 'vitest';
import { syntheticKeyAdvice } from '../../../src/core/advice/synthetic-key-advice.ts';
import type { Design, Entity } from '../../../src/core/model/design.ts';

/** The AWS guide's tournament matches, keyed the old way: synthetic GSI1PK and GSI1SK strings. */
function matches(
  keys: Record<string, string>,
  patch: Partial<Entity> = {},
  more: Entity[] = []
): Design {
  const entity: Entity = {
    name: 'Match',
    table: 'matches',
    attributes: [
      { name: 'matchId', type: 'S' },
      { name: 'tournamentId', type: 'S' },
      { name: 'region', type: 'S' },
      { name: 'round', type: 'S' },
      { name: 'bracket', type: 'S' },
      { name: 'roundNo', type: 'N' },
      { name: 'tags', type: 'SS' }
    ],
    keys: { matchId: '${matchId}', ...keys },
    items: [],
    ...patch
  };
  return {
    name: 'Tournaments',
    tables: [
      {
        name: 'matches',
        partitionKey: { name: 'matchId', type: 'S' },
        globalSecondaryIndexes: [
          {
            name: 'ByTournament',
            partitionKey: { name: 'GSI1PK', type: 'S' },
            sortKey: { name: 'GSI1SK', type: 'S' },
            projection: { type: 'ALL' }
          }
        ],
        localSecondaryIndexes: [],
        items: []
      }
    ],
    entities: [entity, ...more],
    accessPatterns: []
  };
}

const GUIDE = {
  GSI1PK: 'TOURNAMENT#${tournamentId}#REGION#${region}',
  GSI1SK: 'ROUND#${round}#BRACKET#${bracket}#MATCH#${matchId}'
};

describe('syntheticKeyAdvice (a concatenated GSI key as a multi-attribute key)', () => {
  it("converts the guide's keys: the fields become the parts, the synthetic attributes go", () => {
    const advice = syntheticKeyAdvice(matches(GUIDE), 'matches', 'ByTournament');
    expect(advice).toEqual({
      ok: true,
      index: 'ByTournament',
      partition: [
        { attribute: { name: 'tournamentId', type: 'S' }, before: 'TOURNAMENT#' },
        { attribute: { name: 'region', type: 'S' }, before: '#REGION#' }
      ],
      sort: [
        { attribute: { name: 'round', type: 'S' }, before: 'ROUND#' },
        { attribute: { name: 'bracket', type: 'S' }, before: '#BRACKET#' },
        { attribute: { name: 'matchId', type: 'S' }, before: '#MATCH#' }
      ],
      noLongerWritten: ['GSI1PK', 'GSI1SK'],
      orderChanges: [
        'round is followed by "#" in GSI1SK: where one value begins another that goes on with a character sorting before "#", the two order differently as key parts',
        'bracket is followed by "#" in GSI1SK: where one value begins another that goes on with a character sorting before "#", the two order differently as key parts'
      ]
    });
  });

  it.each([
    [
      'a Number zero-padded',
      'R#${roundNo:3}',
      'roundNo is a Number zero-padded to 3 in GSI1SK: as a Number it sorts the same while values are whole, never negative and at most 3 digits, and differently otherwise'
    ],
    [
      'a Number unpadded',
      'R#${roundNo}',
      'roundNo is a Number written into the string GSI1SK, where "10" sorts before "9"; as a key part it sorts by value'
    ]
  ])('warns that %s changes the order', (_, sk, warning) => {
    const advice = syntheticKeyAdvice(matches({ ...GUIDE, GSI1SK: sk }), 'matches', 'ByTournament');
    expect(advice.ok && advice.orderChanges).toEqual([warning]);
  });

  it.each([
    [
      'an unknown index',
      matches(GUIDE),
      'Nope',
      'table "matches" has no global secondary index "Nope"'
    ],
    [
      'a constant key',
      matches({ ...GUIDE, GSI1PK: 'ALL' }),
      'ByTournament',
      'Match\'s GSI1PK "ALL" holds no field: a constant is not a key part'
    ],
    [
      'five fields in one key',
      matches({ ...GUIDE, GSI1SK: '${round}#${bracket}#${matchId}#${region}#${tournamentId}' }),
      'ByTournament',
      'Match\'s GSI1SK "${round}#${bracket}#${matchId}#${region}#${tournamentId}" joins 5 fields; a multi-attribute key takes at most 4'
    ],
    [
      'a field kept only inside the keys',
      matches(GUIDE, { keyOnly: ['region'] }),
      'ByTournament',
      "Match's region exists only inside its keys; write it as an attribute first"
    ],
    [
      'a set-typed field',
      matches({ ...GUIDE, GSI1PK: 'T#${tags}' }),
      'ByTournament',
      "Match's tags is typed SS; a key part is an S, N or B attribute"
    ],
    [
      'entities that build the key from different fields',
      matches(GUIDE, {}, [
        {
          name: 'Bye',
          table: 'matches',
          attributes: [
            { name: 'tournamentId', type: 'S' },
            { name: 'matchId', type: 'S' }
          ],
          keys: {
            matchId: '${matchId}',
            GSI1PK: 'TOURNAMENT#${tournamentId}',
            GSI1SK: 'BYE#${matchId}'
          },
          items: []
        }
      ]),
      'ByTournament',
      'entities build GSI1PK from different fields (tournamentId, region and tournamentId); one key needs one list'
    ]
  ])('cannot convert %s, and says why', (_, design, index, why) => {
    expect(syntheticKeyAdvice(design, 'matches', index)).toEqual({ ok: false, index, why });
  });
});
