import { analyzeDesign, type DesignAnalysis } from '../analysis/analyze-design.ts';
import { editDesign } from '../edits/edit-design.ts';
import { heatReport } from '../heat/heat-report.ts';
import type { HeatReport } from '../heat/heat-types.ts';
import type { Design } from '../model/design.ts';
import type { KeyCache } from '../views/key-cache.ts';
import type { Fix } from './fix.ts';

/** A fix applied to a copy of the design: the design it gives, its analysis and its heat. */
export interface FixPreview {
  readonly design: Design;
  readonly analysis: DesignAnalysis;
  readonly heat: HeatReport;
}

/**
 * What a fix would do, before it is applied: its edit on the design, analysed and heated at the
 * same "what if" scale. Applying the fix is the same edit, so the preview is what the studio
 * shows after it. Pass a KeyCache of the design's own analyses to reuse what the edit leaves.
 *
 * @example
 * previewFix(design, fix, 1).heat.views[0]!.keys[0]!.utilization; // the new peak
 */
export function previewFix(design: Design, fix: Fix, scale: number, cache?: KeyCache): FixPreview {
  const next = editDesign(design, fix.edit);
  const analysis = analyzeDesign(next, cache ? { cache } : {});
  return { design: next, analysis, heat: heatReport(next, analysis, { scale }) };
}
