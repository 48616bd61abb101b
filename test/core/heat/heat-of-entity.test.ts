import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { heatOfEntity } from '../../../src/core/heat/heat-of-entity.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';

describe('heatOfEntity', () => {
  const d: Design = {
    ...example('gaming'),
    workload: {
      accessPatterns: [
        { pattern: 'Find all users in a game', rate: 2000, keys: { kind: 'zipf', exponent: 1.2 } }
      ],
      entities: [
        { entity: 'UserGameMapping', writeRate: 3000, keys: { kind: 'zipf', exponent: 1.2 } }
      ]
    }
  };
  const report = heatReport(d, analyzeDesign(d));

  it('gives an entity its writes, its share of the reads that expect it, and its hottest key', () => {
    const mapping = heatOfEntity(report, 'UserGameMapping')!;
    expect(mapping.peakUtilization).toBeGreaterThan(1);
    expect(mapping).toMatchObject({ peakView: 0, peakKey: 'GAME#c6f38a6a' });
    expect(mapping.writeUnits).toBeGreaterThan(3000); // table writes plus the inverted index's
    // Every read of the design expects one entity: UserGameMapping's are the rest.
    const all = report.views.reduce((s, v) => s + v.readUnits, 0);
    expect(mapping.readUnits).toBeCloseTo(
      all - heatOfEntity(report, 'User')!.readUnits - heatOfEntity(report, 'Game')!.readUnits,
      6
    );
    expect(heatOfEntity(report, 'Nobody')).toBeNull();
  });
});
