import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { heatReport, heatReportSteps } from '../heat/heat-report.ts';
import type { HeatReport } from '../heat/heat-types.ts';
import type { Design } from '../model/design.ts';
import { finishSteps, type Steps } from '../steps/finish-steps.ts';
import type { Fix } from '../fixes/fix.ts';
import type { FixTarget } from '../fixes/suggest-fixes.ts';
import { rankedFixes } from '../fixes/ranked-fixes.ts';
import { previewFix, type FixPreview } from '../fixes/preview-fix.ts';
import { patternStatuses } from '../fixes/pattern-status.ts';
import type { ArrayRecycler } from '../views/array-recycler.ts';

/** Heat reports kept per analysis (one per workload and "what if" scale). */
export const HEAT_KEPT = 4;

/**
 * The heat reports of one analysis: the last HEAT_KEPT made (per workload and scale), and the
 * one being prepared in slices, which a request for the same report finishes rather than
 * begins again, and a request for another drops (its leased arrays go back to their pools).
 *
 * @example
 * const keeper = new HeatKeeper(analysis);
 * while (!keeper.prepare(design, 1, () => false)); // a step per call, as the worker does
 * keeper.heat(design, 1); // the prepared report, at once
 */
export class HeatKeeper {
  #made: { design: Design; scale: number; heat: HeatReport }[] = [];
  #preparing: { design: Design; scale: number; steps: Steps<HeatReport> } | null = null;

  /**
   * `arrays`: memory touched ahead of time for the first heat's large arrays (heatMemory),
   * handed out once each.
   */
  constructor(
    readonly analysis: DesignAnalysis,
    readonly arrays?: ArrayRecycler
  ) {}

  /**
   * The heat of `design` (the analysed one, or a later one with the same tables and entities)
   * at `scale`: kept, finished from its preparation, or made now.
   */
  heat(design: Design, scale: number): HeatReport {
    const same = (d: Design) =>
      d === design ||
      (d.workload === design.workload && d.accessPatterns === design.accessPatterns);
    const known = this.#made.find((h) => h.scale === scale && same(h.design));
    if (known) return known.heat;
    const p = this.#preparing;
    this.#preparing = null;
    const mine = p !== null && p.scale === scale && same(p.design);
    if (p && !mine) p.steps.return(undefined as never);
    const heat = mine
      ? finishSteps(p.steps)
      : heatReport(design, this.analysis, { scale, arrays: this.arrays });
    this.#keep(design, scale, heat);
    return heat;
  }

  /**
   * Work towards the heat of `design` at `scale` a step at a time while `more()` says so,
   * carrying on at the next call; true once it is made.
   */
  prepare(design: Design, scale: number, more: () => boolean): boolean {
    if (this.#made.some((h) => h.scale === scale && h.design === design)) return true;
    if (this.#preparing?.scale !== scale || this.#preparing.design !== design) {
      this.#preparing?.steps.return(undefined as never);
      this.#preparing = {
        design,
        scale,
        steps: heatReportSteps(design, this.analysis, { scale, arrays: this.arrays })
      };
    }
    const p = this.#preparing;
    do {
      let step: IteratorResult<void, HeatReport>;
      try {
        step = p.steps.next();
      } catch (e) {
        // Steps that threw are over: heat asked for later makes its report afresh (and meets
        // the same error there, as its answer).
        this.#preparing = null;
        throw e;
      }
      if (step.done) {
        this.#preparing = null;
        this.#keep(design, scale, step.value);
        return true;
      }
    } while (more());
    return false;
  }

  #keep(design: Design, scale: number, heat: HeatReport): void {
    this.#made = [{ design, scale, heat }, ...this.#made.slice(0, HEAT_KEPT - 1)];
  }

  /** Fixes for `design`'s heat at `scale` (AnalysisSession.fixes): ranked, or with `judge` false untried. */
  fixes(design: Design, scale: number, target: FixTarget | undefined, judge: boolean): Fix[] {
    return rankedFixes(design, this.analysis, this.heat(design, scale), target, undefined, judge);
  }

  /** What `fix` would give `design` at `scale`, on a copy (AnalysisSession.preview). */
  preview(design: Design, fix: Fix, scale: number): Pick<FixPreview, 'heat' | 'outcome'> | null {
    if (!fix.edit) return null;
    const p = previewFix(design, fix, scale, undefined, patternStatuses(design, this.analysis));
    return { heat: p.heat, outcome: p.outcome };
  }
}
