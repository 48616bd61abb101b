// An access pattern on a multi-attribute GSI in the design format: a template per partition
// attribute and a condition per sort attribute of a prefix, as lists; read, written back and
// checked by the Query rules (patternProblems), each refusal at its field.
import { describe, expect, it } from 'vitest';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { readFileSync } from 'node:fs';

const doc = JSON.parse(readFileSync('public/examples/tournament.json', 'utf8')) as {
  accessPatterns: Record<string, unknown>[];
};
const bracket = doc.accessPatterns.find((p) => p['name'] === 'One bracket of a round')!;
const withPattern = (over: Record<string, unknown>) => ({
  ...doc,
  accessPatterns: [{ ...bracket, ...over }]
});

describe('access patterns on a multi-attribute index', () => {
  it('read the lists into the pattern and write them back as they were', () => {
    const loaded = loadDesign(doc);
    if (!loaded.ok) throw new Error('did not load');
    const p = loaded.design.accessPatterns.find((x) => x.name === 'One bracket of a round')!;
    expect(p.partitionKey).toBe('${tournamentId}');
    expect(p.morePartitionKeys).toEqual(['${region}']);
    expect(p.sortKey).toEqual({ operator: '=', value: '${round}' });
    expect(p.moreSortKeys).toEqual([{ operator: '=', value: '${bracket}' }]);
    const written = JSON.parse(JSON.stringify(nativeDesign(loaded.design))) as typeof doc;
    expect(written.accessPatterns).toEqual(
      doc.accessPatterns.map((x) => ({ scanIndexForward: true, consistentRead: false, ...x }))
    );
  });

  it('run as the one Query they describe', () => {
    const loaded = loadDesign(doc);
    if (!loaded.ok) throw new Error('did not load');
    const analysis = analyzeDesign(loaded.design);
    const run = runAccessPattern(
      analysis,
      loaded.design.accessPatterns.find((x) => x.name === 'One bracket of a round')!
    );
    expect(run.ok).toBe(true);
    expect(run.entries.map((e) => (e.item.attributes['matchId'] as { S: string }).S)).toEqual([
      'match-001',
      'match-002'
    ]);
  });

  it.each([
    [
      'one partition template for two attributes',
      { partitionKey: '${tournamentId}' },
      'pattern.partition-count',
      '$.accessPatterns[0].partitionKey',
      'Index "TournamentRegionIndex" is partitioned on 2 attributes (tournamentId, region), and a Query gives a value for each; give 2 templates, not 1'
    ],
    [
      'a range before the last sort condition',
      {
        sortKey: [
          { operator: '>=', value: 'A' },
          { operator: '=', value: 'UPPER' }
        ]
      },
      'pattern.range-not-last',
      '$.accessPatterns[0].sortKey',
      'Sort key attribute round takes >=, but a condition on bracket follows it; only the last sort key attribute given may take a range'
    ],
    [
      'more conditions than sort attributes',
      { sortKey: ['A', 'B', 'C', 'D'].map((value) => ({ operator: '=', value })) },
      'pattern.sort-count',
      '$.accessPatterns[0].sortKey',
      'Index "TournamentRegionIndex" has 3 sort key attributes; give at most 3 conditions, not 4'
    ],
    [
      'two templates for the table’s one attribute',
      { index: null, partitionKey: ['a', 'b'], sortKey: undefined },
      'pattern.partition-count',
      '$.accessPatterns[0].partitionKey',
      'The partition key of table "TournamentMatches" is one attribute; give one template, not 2'
    ],
    [
      'an empty list of templates',
      { partitionKey: [] },
      'pattern.partition-count',
      '$.accessPatterns[0].partitionKey',
      '"partitionKey" lists 0 templates; give 1 to 4, one per partition attribute of the index'
    ]
  ])('refuse %s at its field', (_, over, code, path, message) => {
    const r = loadDesign(withPattern(over));
    const f = r.findings.find((x) => x.code === code);
    expect(f).toMatchObject({ severity: 'error', path, message });
  });
});
