import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { heatOfKey } from '../../../src/core/heat/heat-of-key.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import { example } from '../../helpers/example.ts';

describe('heatOfKey', () => {
  const d = example('gaming');
  const report = heatReport(d, analyzeDesign(d));

  it('finds a key of the table or of an index by its id', () => {
    expect(heatOfKey(report, 'battle-royale', null, 'USER#johnny')).toBe(
      report.views[0]!.keys.find((k) => k.id === 'USER#johnny')
    );
    expect(heatOfKey(report, 'battle-royale', 'InvertedIndex', 'USER#johnny')).toBe(
      report.views[1]!.keys.find((k) => k.id === 'USER#johnny')
    );
  });

  it('answers an LSI or an unknown index with the table’s keys, and null for what it lacks', () => {
    expect(heatOfKey(report, 'battle-royale', 'SomeLsi', 'USER#johnny')).toBe(
      heatOfKey(report, 'battle-royale', null, 'USER#johnny')
    );
    expect(heatOfKey(report, 'battle-royale', null, 'USER#nobody')).toBeNull();
    expect(heatOfKey(report, 'other', null, 'USER#johnny')).toBeNull();
  });
});
