import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { slimRun } from '../../../src/core/session/slim-run.ts';
import { example } from '../../helpers/example.ts';

describe('slimRun', () => {
  it('keeps the first entries with their keys and the items’ identity, nothing else', () => {
    const gaming = example('gaming');
    const run = runAccessPattern(analyzeDesign(gaming), gaming.accessPatterns[2]!);
    expect(run.entries.length).toBeGreaterThan(2);
    const slim = slimRun(run, 2);
    expect(slim.count).toBe(run.count);
    expect(
      slim.entries.map((e) => [e.pk, e.sk, e.item.order, e.item.entity, e.item.source])
    ).toEqual(
      run.entries.slice(0, 2).map((e) => [e.pk, e.sk, e.item.order, e.item.entity, e.item.source])
    );
    for (const e of slim.entries) {
      expect(e.item.keys).toEqual([]);
      expect(Object.keys(e.item.attributes)).toEqual([]);
    }
    expect(structuredClone(slim)).toEqual(slim);
  });
});
