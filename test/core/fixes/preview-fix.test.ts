import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { previewFix } from '../../../src/core/fixes/preview-fix.ts';
import { suggestFixes } from '../../../src/core/fixes/suggest-fixes.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import { example } from '../../helpers/example.ts';

describe('previewFix', () => {
  it('is the fix’s edit, analysed and heated at the same scale, leaving the design as it was', () => {
    const d = example('library-language');
    const a = analyzeDesign(d);
    const fix = suggestFixes(d, a, heatReport(d, a))[0]!;
    const before = JSON.stringify(d);
    const p = previewFix(d, fix, 2);
    expect(JSON.stringify(d)).toBe(before);
    expect(p.design).toEqual(editDesign(d, fix.edit!));
    expect(p.heat.scale).toBe(2);
    expect(p.heat).toEqual(heatReport(p.design, analyzeDesign(p.design), { scale: 2 }));
  });
});
