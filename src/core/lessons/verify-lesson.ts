import { evaluateChecks, type CheckOutcome } from './checks/evaluate-checks.ts';
import type { ResolvedStep } from './resolve-lesson.ts';

export interface StepVerification {
  readonly index: number;
  readonly id: string;
  readonly title: string;
  /** The checks on the starting design: at least one must fail, or there is nothing to do. */
  readonly start: readonly CheckOutcome[];
  /** The checks on the solution (every one must pass), or null when the step has none. */
  readonly solution: readonly CheckOutcome[] | null;
  /** Why the step is wrong; empty when it is right. */
  readonly problems: readonly string[];
}

export interface LessonVerification {
  readonly steps: readonly StepVerification[];
  /** Every step's start fails a check and every solution passes them all. */
  readonly ok: boolean;
  /** Steps without a solution: their start is checked, but nothing shows they can be done. */
  readonly unsolved: number;
}

/**
 * What `keyscope lesson` checks of a lesson: each step's starting design fails at least one of
 * its checks (the learner has something to do) and its solution passes every one (it can be
 * done, and the checks accept the answer).
 *
 * @example
 * const v = verifyLesson(resolved.steps);
 * v.ok; // false when a start already passes or a solution fails
 */
export function verifyLesson(steps: readonly ResolvedStep[]): LessonVerification {
  const out = steps.map((s, index): StepVerification => {
    const start = evaluateChecks(s.step.checks, s.start);
    const solution = s.solution ? evaluateChecks(s.step.checks, s.solution) : null;
    const problems: string[] = [];
    if (start.every((o) => o.pass))
      problems.push('the starting design already passes every check: there is nothing to do');
    for (const o of solution ?? [])
      if (!o.pass) problems.push(`the solution fails "${o.description}": ${o.reason}`);
    return { index, id: s.step.id, title: s.step.title, start, solution, problems };
  });
  return {
    steps: out,
    ok: out.every((s) => s.problems.length === 0),
    unsolved: out.filter((s) => s.solution === null).length
  };
}
