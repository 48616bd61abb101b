import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { patternRequest, type PatternRequest } from '../../../src/core/code/pattern-request.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';

function request(d: Design, name: string): PatternRequest {
  const r = patternRequest(
    analyzeDesign(d),
    d.accessPatterns.find((p) => p.name === name)!
  );
  if (typeof r === 'string') throw new Error(r);
  return r;
}

describe('patternRequest', () => {
  it.each<[string, string, string, string, string]>([
    [
      'gaming',
      'Find all users in a game',
      'Query',
      'battle-royale',
      'PK = :pk AND begins_with(SK, :sk0)'
    ],
    [
      'gaming',
      'Find all games a user has played',
      'Query',
      'battle-royale',
      'SK = :pk AND begins_with(PK, :sk0)'
    ],
    ['people-music', 'Get a person', 'GetItem', 'People', 'PersonID = :pk'],
    [
      'tournament',
      'One bracket of a round',
      'Query',
      'TournamentMatches',
      'tournamentId = :pk0 AND #region = :pk1 AND round = :sk0 AND bracket = :sk1'
    ]
  ])('%s: %s is a %s on %s: %s', (id, name, operation, table, expression) => {
    const r = request(example(id), name);
    expect([r.operation, r.table, r.expression]).toEqual([operation, table, expression]);
  });

  it.each<[string, string, string[]]>([
    ['gaming', 'Find all games a user has played', ['PK']],
    ['people-music', 'Get a person', []],
    ['tournament', 'One bracket of a round', ['round', 'bracket', 'matchId']]
  ])('%s: %s names the sort key it reads in order: %j', (id, name, sortKey) => {
    expect(request(example(id), name).sortKey).toEqual(sortKey);
  });

  it('names reserved words behind placeholders only', () => {
    const r = request(example('tournament'), 'One bracket of a round');
    expect([...r.names]).toEqual([['#region', 'region']]);
  });

  it('takes its parameters, in order of use, with the pattern’s values', () => {
    const r = request(example('gaming'), 'Find all users in a game');
    expect(r.parameters).toEqual([{ name: 'gameId', example: expect.any(String) }]);
    expect(r.parameters[0]!.example).not.toBe('');
  });

  it('counts what Keyscope reads for it', () => {
    const r = request(example('gaming'), 'Find all users in a game');
    expect(r.items).toBeGreaterThan(0);
    expect(r.capacityUnits).toBeGreaterThan(0);
    expect(r.paginate).toBe(true);
  });

  it('says why a broken pattern is not one request', () => {
    const d = example('gaming');
    const broken = { ...d.accessPatterns[0]!, index: 'Nope' };
    expect(patternRequest(analyzeDesign(d), broken)).toMatch(/is not one request: .*Nope/);
  });
});
