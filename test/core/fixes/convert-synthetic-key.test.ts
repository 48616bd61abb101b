import { describe, expect, it } from 'vitest';
import { convertSyntheticKey } from '../../../src/core/fixes/convert-synthetic-key.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';

const synthetic = example('tournament-synthetic');
const native = example('tournament');

function converted(design: Design = synthetic): Design {
  const c = convertSyntheticKey(design, 'TournamentMatches', 'TournamentRegionIndex');
  if (!c.ok) throw new Error(c.why);
  return editDesign(design, c.edit);
}

describe('convertSyntheticKey', () => {
  it('keys the index on the concatenated fields, as the native example is', () => {
    const gsi = converted().tables[0]!.globalSecondaryIndexes[0]!;
    expect(gsi).toEqual(native.tables[0]!.globalSecondaryIndexes[0]);
  });

  it('stops writing the synthetic attributes: the entity keeps no template for them', () => {
    expect(converted().entities[0]!.keys).toEqual({});
  });

  it('gives each pattern a template per part and a sort prefix, returning the same items', () => {
    const after = converted();
    const names = ["A tournament's matches in a region", 'One bracket of a round'];
    for (const name of names) {
      const p = after.accessPatterns.find((x) => x.name === name)!;
      const { description: _d, ...want } = native.accessPatterns.find((x) => x.name === name)!;
      expect({ ...p, description: undefined }).toEqual({ ...want, description: undefined });
      const ids = (d: Design) =>
        runAccessPattern(
          analyzeDesign(d),
          d.accessPatterns.find((x) => x.name === name)!
        ).entries.map((e) => e.item.order);
      expect(ids(after)).toEqual(ids(synthetic));
    }
  });

  it('reports what it did: parts, attributes no longer written, patterns made simpler', () => {
    const c = convertSyntheticKey(synthetic, 'TournamentMatches', 'TournamentRegionIndex');
    if (!c.ok) throw new Error(c.why);
    expect(c.partition.map((p) => p.attribute.name)).toEqual(['tournamentId', 'region']);
    expect(c.sort.map((p) => p.attribute.name)).toEqual(['round', 'bracket', 'matchId']);
    expect(c.noLongerWritten).toEqual(['GSI1PK', 'GSI1SK']);
    expect(c.patterns).toEqual([
      {
        name: "A tournament's matches in a region",
        outcome: 'simpler',
        note: 'partition ${tournamentId}, ${region}'
      },
      {
        name: 'One bracket of a round',
        outcome: 'simpler',
        note: 'partition ${tournamentId}, ${region}; sort = ${round}, = ${bracket}'
      }
    ]);
  });

  it('keeps writing a synthetic attribute another index keys on, even as a later part', () => {
    const t = synthetic.tables[0]!;
    const design: Design = {
      ...synthetic,
      tables: [
        {
          ...t,
          globalSecondaryIndexes: [
            ...t.globalSecondaryIndexes,
            {
              name: 'ByPlayer',
              partitionKey: { name: 'player1Id', type: 'S' },
              morePartitionKeys: [{ name: 'GSI1PK', type: 'S' }],
              projection: { type: 'ALL' }
            }
          ]
        }
      ]
    };
    const c = convertSyntheticKey(design, 'TournamentMatches', 'TournamentRegionIndex');
    expect(c.ok && c.noLongerWritten).toEqual(['GSI1SK']);
    expect(Object.keys(converted(design).entities[0]!.keys)).toEqual(['GSI1PK']);
  });

  it('leaves a pattern whose range spans parts, and says why', () => {
    const design: Design = {
      ...synthetic,
      accessPatterns: [
        {
          ...synthetic.accessPatterns[1]!,
          name: 'Rounds from Q on',
          sortKey: { operator: '>=', value: 'ROUND#Q#BRACKET#U' }
        }
      ]
    };
    const c = convertSyntheticKey(design, 'TournamentMatches', 'TournamentRegionIndex');
    expect(c.ok && c.patterns).toEqual([
      {
        name: 'Rounds from Q on',
        outcome: 'cannot',
        note: 'its sort condition >= "ROUND#Q#BRACKET#U" spans parts of the synthetic key; rewrite it as conditions on round, bracket, matchId'
      }
    ]);
  });

  it('refuses an index whose keys are not synthetic strings, with the reason', () => {
    const c = convertSyntheticKey(native, 'TournamentMatches', 'PlayerMatchHistoryIndex');
    expect(c.ok).toBe(false);
  });
});
