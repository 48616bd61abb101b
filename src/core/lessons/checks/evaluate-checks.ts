import { analyzeDesign, type DesignAnalysis } from '../../analysis/analyze-design.ts';
import type { Design } from '../../model/design.ts';
import { CHECK_KINDS, type LessonCheck } from './check-registry.ts';
import { describeCheck } from './describe-check.ts';

export interface CheckOutcome {
  readonly check: LessonCheck;
  /** What it asks (describeCheck). */
  readonly description: string;
  readonly pass: boolean;
  /** Why it passes or fails, for the learner. */
  readonly reason: string;
}

/**
 * Evaluate a step's checks on a design: one analysis for all of them (pass the studio's, or
 * one is made). A check never throws at the learner: one that cannot run fails, saying why.
 *
 * @example
 * evaluateChecks(step.checks, design).every((o) => o.pass); // the step is done
 */
export function evaluateChecks(
  checks: readonly LessonCheck[],
  design: Design,
  analysis: DesignAnalysis = analyzeDesign(design)
): CheckOutcome[] {
  return checks.map((check) => {
    const kind = CHECK_KINDS.get(check.kind);
    let description = `a check of unknown kind "${check.kind}"`;
    if (!kind) return { check, description, pass: false, reason: description };
    try {
      description = describeCheck(check);
      return { check, description, ...kind.evaluate(check, { design, analysis }) };
    } catch (e) {
      return {
        check,
        description,
        pass: false,
        reason: `this check could not run on the design: ${e instanceof Error ? e.message : String(e)}`
      };
    }
  });
}
