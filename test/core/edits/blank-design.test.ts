import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { blankDesign } from '../../../src/core/edits/blank-design.ts';
import { tableProblems } from '../../../src/core/rules/table-problems.ts';

describe('blankDesign', () => {
  it('is one valid table with a composite key and nothing else', () => {
    const d = blankDesign();
    expect(d.tables).toHaveLength(1);
    expect(d.tables[0]).toMatchObject({
      partitionKey: { name: 'PK', type: 'S' },
      sortKey: { name: 'SK', type: 'S' }
    });
    expect(tableProblems(d.tables[0]!)).toEqual([]);
    expect([d.entities, d.accessPatterns]).toEqual([[], []]);
    expect(analyzeDesign(d).findings).toEqual([]);
  });

  it('names its table AppTable, not "Table" (which headed its view "Table Table")', () => {
    expect(blankDesign().tables[0]!.name).toBe('AppTable');
  });

  it('makes a new design each time, so edits to one never reach another', () => {
    expect(blankDesign()).not.toBe(blankDesign());
    expect(blankDesign()).toEqual(blankDesign());
  });
});
