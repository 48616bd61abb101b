import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { sortRankRange } from '../../../src/core/heat/collection-read.ts';
import { rankValues } from '../../../src/core/heat/rank-values.ts';
import { compareKeyValues } from '../../../src/core/keys/compare-key-values.ts';
import { example } from '../../helpers/example.ts';

describe('rankValues', () => {
  const ta = analyzeDesign(example('gaming')).tables[0]!;
  const slot = ta.resolved.keyAttributes.findIndex((k) => k.name === 'SK');
  const values = rankValues(ta.resolved, slot);

  it('lists each distinct value once, in DynamoDB order, at its rank', () => {
    expect(values).toHaveLength(ta.resolved.rankSizes[slot]!);
    for (let i = 1; i < values.length; i++)
      expect(compareKeyValues(values[i - 1]!, values[i]!)).toBeLessThan(0);
    for (let order = 0; order < ta.resolved.count; order++) {
      const r = ta.resolved.ranks[slot]![order]!;
      if (r >= 0) expect(values[r]).toEqual(ta.resolved.keyValue(order, slot));
    }
    expect(rankValues(ta.resolved, slot)).toBe(values);
  });

  it('turns a condition into the run of ranks it selects', () => {
    const { lo, hi } = sortRankRange(
      values,
      { operator: 'begins_with', value: { S: 'USER#' } },
      ta.views[0]!
    );
    const selected = values.slice(lo, hi).map((v) => (v as { S: string }).S);
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.every((s) => s.startsWith('USER#'))).toBe(true);
    expect(values.filter((v) => (v as { S: string }).S.startsWith('USER#'))).toHaveLength(hi - lo);
  });
});
