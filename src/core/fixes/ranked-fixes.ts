import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { HeatReport } from '../heat/heat-types.ts';
import type { Design } from '../model/design.ts';
import type { KeyCache } from '../views/key-cache.ts';
import { countItems } from '../items/count-items.ts';
import type { Fix } from './fix.ts';
import { patternStatuses } from './pattern-status.ts';
import { previewFix } from './preview-fix.ts';
import { rankFixes } from './rank-fixes.ts';
import { suggestFixes, type FixTarget } from './suggest-fixes.ts';

/**
 * Designs up to this many items — those the studio analyses on the page (its WORKER_THRESHOLD) —
 * have every fix applied to a copy, analysed and heated to rank it (a few tens of milliseconds
 * each); larger ones, which the analysis worker holds and where each try is an analysis of its
 * own, keep the order made and leave the judging to each fix's preview.
 */
export const ASSESS_ITEMS = 20_000;

/**
 * The fixes for a hot key (suggestFixes), each tried on a copy of the design (previewFix) and
 * ranked by what it does (rankFixes): those that bring the peak under the ceiling with every
 * access pattern still answered first, the others saying in their title what they leave wrong.
 * The page and the analysis worker both ask through AnalysisSession.fixes.
 *
 * @example
 * rankedFixes(design, analysis, heatReport(design, analysis))[0]?.outcome?.fixes; // true
 *
 * With `judge` false the fixes are made but not tried (each `outcome` absent), in the order made.
 */
export function rankedFixes(
  design: Design,
  analysis: DesignAnalysis,
  report: HeatReport,
  target?: FixTarget,
  cache?: KeyCache,
  judge = true
): Fix[] {
  const fixes = suggestFixes(design, analysis, report, target);
  if (!judge || fixes.length === 0 || countItems(design) > ASSESS_ITEMS)
    return rankFixes(fixes, () => null);
  const before = patternStatuses(design, analysis);
  return rankFixes(fixes, (fix) => previewFix(design, fix, report.scale, cache, before).outcome);
}
