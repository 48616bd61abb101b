import { analyzeDesign, type DesignAnalysis } from '../analysis/analyze-design.ts';
import { editDesign } from '../edits/edit-design.ts';
import { heatReport } from '../heat/heat-report.ts';
import type { HeatReport } from '../heat/heat-types.ts';
import type { Design } from '../model/design.ts';
import type { KeyCache } from '../views/key-cache.ts';
import type { Fix } from './fix.ts';
import { fixOutcome, type FixOutcome } from './fix-outcome.ts';
import { patternStatuses, type PatternStatus } from './pattern-status.ts';

/** A fix applied to a copy of the design: the design it gives, its analysis, heat and outcome. */
export interface FixPreview {
  readonly design: Design;
  readonly analysis: DesignAnalysis;
  readonly heat: HeatReport;
  /** Its peak and every access pattern's status, against `before`. */
  readonly outcome: FixOutcome;
}

/**
 * What a fix would do, before it is applied: its edit on the design, analysed and heated at the
 * same "what if" scale, and every access pattern run on it. Applying the fix is the same edit,
 * so the preview is what the studio shows after it. `before` is the patterns' status in the
 * design now (worked out when not given); pass a KeyCache of the design's own analyses to
 * reuse what the edit leaves.
 *
 * @example
 * previewFix(design, fix, 1).outcome.peak?.utilization; // the new peak
 */
export function previewFix(
  design: Design,
  fix: Fix,
  scale: number,
  cache?: KeyCache,
  before?: readonly PatternStatus[]
): FixPreview {
  if (!fix.edit) throw new Error(`the fix "${fix.title}" is advice, with no edit to preview`);
  const next = editDesign(design, fix.edit);
  const analysis = analyzeDesign(next, cache ? { cache } : {});
  const heat = heatReport(next, analysis, { scale });
  const was = before ?? patternStatuses(design, analyzeDesign(design, cache ? { cache } : {}));
  return {
    design: next,
    analysis,
    heat,
    outcome: fixOutcome(heat, patternStatuses(next, analysis), was)
  };
}
