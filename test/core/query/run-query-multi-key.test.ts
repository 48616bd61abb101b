// runQuery on a GSI whose key has several attributes (the tournament example): what a Query
// accepts and returns, page by page, and what it refuses, by the AWS guide's rules
// (GSI.DesignPattern.MultiAttributeKeys). The rules' own oracle is multi-key-oracle.test.ts; this
// is the whole request path: expressions, placeholders, Limit, ExclusiveStartKey, capacity.
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { runQuery, type QueryRequest } from '../../../src/core/query/run-query.ts';
import { example } from '../../helpers/example.ts';

const analysis = analyzeDesign(example('tournament'));
const base = {
  TableName: 'TournamentMatches',
  IndexName: 'TournamentRegionIndex',
  ExpressionAttributeNames: { '#r': 'region' }
};
const S = (s: string) => ({ S: s });

function ids(req: Partial<QueryRequest> & { KeyConditionExpression: string }): string[] {
  const a = runQuery(analysis, { ...base, ...req });
  if (!a.ok) throw new Error(a.error.message);
  return (a.response.Items ?? []).map((i) => (i['matchId'] as { S: string }).S);
}

describe('a Query on a multi-attribute GSI', () => {
  const where = { ':t': S('WINTER2026'), ':r': S('NA-EAST') };

  it.each([
    [
      'every partition attribute alone',
      'tournamentId = :t AND #r = :r',
      {},
      ['match-006', 'match-003', 'match-001', 'match-002', 'match-005', 'match-004']
    ],
    [
      'a range on the first sort attribute',
      'tournamentId = :t AND #r = :r AND round >= :s',
      { ':s': S('R') },
      ['match-005', 'match-004']
    ],
    [
      '= then begins_with on the second',
      'tournamentId = :t AND #r = :r AND round = :s AND begins_with(bracket, :b)',
      { ':s': S('QUARTERFINALS'), ':b': S('UP') },
      ['match-001', 'match-002']
    ],
    [
      'the whole sort key',
      'tournamentId = :t AND #r = :r AND round = :s AND bracket = :b AND matchId = :m',
      { ':s': S('SEMIFINALS'), ':b': S('LOWER'), ':m': S('match-005') },
      ['match-005']
    ],
    [
      'BETWEEN on the last given',
      'tournamentId = :t AND #r = :r AND round = :s AND bracket BETWEEN :a AND :b',
      { ':s': S('QUARTERFINALS'), ':a': S('A'), ':b': S('M') },
      ['match-003']
    ],
    ['a tuple with no items', 'tournamentId = :t AND #r = :r', { ':r': S('APAC') }, []]
  ])('returns %s, in the index order', (_, expression, values, want) => {
    expect(
      ids({
        KeyConditionExpression: expression,
        ExpressionAttributeValues: { ...where, ...values }
      })
    ).toEqual(want);
  });

  it('reads backwards with ScanIndexForward false', () => {
    expect(
      ids({
        KeyConditionExpression: 'tournamentId = :t AND #r = :r AND round = :s',
        ExpressionAttributeValues: { ...where, ':s': S('QUARTERFINALS') },
        ScanIndexForward: false
      })
    ).toEqual(['match-002', 'match-001', 'match-003']);
  });

  it.each([1, 2, 4])('pages with Limit %i and ExclusiveStartKey to the same items', (limit) => {
    const all: string[] = [];
    let start: unknown;
    for (let page = 0; page < 20; page++) {
      const a = runQuery(analysis, {
        ...base,
        KeyConditionExpression: 'tournamentId = :t AND #r = :r',
        ExpressionAttributeValues: where,
        Limit: limit,
        ...(start ? { ExclusiveStartKey: start } : {})
      });
      if (!a.ok) throw new Error(a.error.message);
      all.push(...(a.response.Items ?? []).map((i) => (i['matchId'] as { S: string }).S));
      start = a.response.LastEvaluatedKey;
      if (!start) break;
      expect(Object.keys(start as object).sort()).toEqual([
        'bracket',
        'matchId',
        'region',
        'round',
        'tournamentId'
      ]);
    }
    expect(all).toEqual(
      ids({
        KeyConditionExpression: 'tournamentId = :t AND #r = :r',
        ExpressionAttributeValues: where
      })
    );
  });

  it.each([
    [
      'a gap in the sort attributes',
      'tournamentId = :t AND #r = :r AND bracket = :b',
      { ':b': S('UPPER') },
      'Query condition missed key schema element: round'
    ],
    [
      'a range before the last condition',
      'tournamentId = :t AND #r = :r AND round > :s AND bracket = :b',
      { ':s': S('A'), ':b': S('UPPER') },
      'Query key condition not supported: sort key attribute round takes >, but a condition on bracket follows it; only the last sort key attribute given may take a range'
    ],
    [
      'a range on a partition attribute',
      'tournamentId = :t AND #r > :r',
      {},
      'Query key condition not supported'
    ],
    [
      'an attribute outside the key',
      'tournamentId = :t AND #r = :r AND winner = :w',
      { ':w': S('alice') },
      'Query key condition not supported: winner is not a key attribute of this index'
    ],
    [
      'a value of the wrong type',
      'tournamentId = :t AND #r = :r AND round = :s',
      { ':s': { N: '1' } },
      'One or more parameter values were invalid: Condition parameter type does not match schema type'
    ]
  ])('refuses %s with a ValidationException', (_, expression, values, message) => {
    const a = runQuery(analysis, {
      ...base,
      KeyConditionExpression: expression,
      ExpressionAttributeValues: { ...where, ...values }
    });
    expect(a.ok ? null : a.error).toEqual({ name: 'ValidationException', message });
  });

  it('refuses a Query without every partition attribute, naming the one missing', () => {
    const a = runQuery(analysis, {
      TableName: 'TournamentMatches',
      IndexName: 'TournamentRegionIndex',
      KeyConditionExpression: 'tournamentId = :t AND round = :s',
      ExpressionAttributeValues: { ':t': S('WINTER2026'), ':s': S('FINALS') }
    });
    expect(a.ok ? null : a.error).toEqual({
      name: 'ValidationException',
      message: 'Query condition missed key schema element: region'
    });
  });

  it('refuses a FilterExpression on any key attribute of the index', () => {
    const a = runQuery(analysis, {
      ...base,
      KeyConditionExpression: 'tournamentId = :t AND #r = :r',
      FilterExpression: 'bracket = :b',
      ExpressionAttributeValues: { ...where, ':b': S('UPPER') }
    });
    expect(a.ok ? null : a.error.message).toBe(
      'Filter Expression can only contain non-primary key attributes: Primary key attribute: bracket'
    );
  });

  it('refuses a start key from another partition tuple', () => {
    const a = runQuery(analysis, {
      ...base,
      KeyConditionExpression: 'tournamentId = :t AND #r = :r',
      ExpressionAttributeValues: where,
      ExclusiveStartKey: {
        matchId: S('match-007'),
        tournamentId: S('WINTER2026'),
        region: S('EU-WEST'),
        round: S('FINALS'),
        bracket: S('UPPER')
      }
    });
    expect(a.ok ? null : a.error.message).toBe(
      'The provided starting key is outside query boundaries based on provided conditions'
    );
  });
});
