import { evaluateChecks, type CheckOutcome } from './checks/evaluate-checks.ts';
import { stepChecks } from './checks/step-checks.ts';
import { invalidateOneItem } from './invalidate-one-item.ts';
import type { ResolvedStep } from './resolve-lesson.ts';
import { taskCoverage } from './task-coverage.ts';

export interface StepVerification {
  readonly index: number;
  readonly id: string;
  readonly title: string;
  /** The checks on the starting design: at least one must fail, or there is nothing to do. */
  readonly start: readonly CheckOutcome[];
  /** The checks on the solution (every one must pass), or null when the step has none. */
  readonly solution: readonly CheckOutcome[] | null;
  /**
   * The checks on the solution with one item made invalid (`invalidateOneItem`): at least one
   * must fail. Null without a solution, or when no item of it can be made invalid.
   */
  readonly invalidated: {
    readonly change: string;
    readonly outcomes: readonly CheckOutcome[];
  } | null;
  /** The task's bullets, each with the checks (positions in the step's own list) that check it. */
  readonly bullets: readonly { readonly bullet: string; readonly checks: readonly number[] }[];
  /** Why the step is wrong; empty when it is right. */
  readonly problems: readonly string[];
}

export interface LessonVerification {
  readonly steps: readonly StepVerification[];
  /** Every step is right: see `verifyLesson`. */
  readonly ok: boolean;
  /** Steps without a solution: their start is checked, but nothing shows they can be done. */
  readonly unsolved: number;
}

/**
 * What `keyscope lesson` checks of a lesson, per step, over the step's checks and the rules
 * every step runs (`stepChecks`): its starting design fails at least one (the learner has
 * something to do); its solution passes every one (it can be done, and the checks accept the
 * answer); the solution with one item made invalid fails one (no step is done on a broken
 * design); and every bullet of its task is checked by some check (`taskCoverage`).
 *
 * @example
 * const v = verifyLesson(resolved.steps);
 * v.ok; // false when a start already passes, a solution fails or a bullet has no check
 */
export function verifyLesson(steps: readonly ResolvedStep[]): LessonVerification {
  const out = steps.map((s, index): StepVerification => {
    const checks = stepChecks(s.step.checks);
    const start = evaluateChecks(checks, s.start);
    const solution = s.solution ? evaluateChecks(checks, s.solution) : null;
    const broken = s.solution ? invalidateOneItem(s.solution) : null;
    const invalidated = broken
      ? { change: broken.change, outcomes: evaluateChecks(checks, broken.design) }
      : null;
    const bullets = taskCoverage(s.step);
    const problems: string[] = [];
    if (start.every((o) => o.pass))
      problems.push('the starting design already passes every check: there is nothing to do');
    for (const o of solution ?? [])
      if (!o.pass) problems.push(`the solution fails "${o.description}": ${o.reason}`);
    if (invalidated?.outcomes.every((o) => o.pass))
      problems.push(
        `the solution still passes every check with one item made invalid (${invalidated.change}): the step would be done on a design DynamoDB refuses`
      );
    bullets.forEach((b, i) => {
      if (b.checks.length === 0)
        problems.push(
          `bullet ${i + 1} of the task ("${b.bullet}") has no check: add one that checks it, with "covers": [${i + 1}]`
        );
    });
    return {
      index,
      id: s.step.id,
      title: s.step.title,
      start,
      solution,
      invalidated,
      bullets,
      problems
    };
  });
  return {
    steps: out,
    ok: out.every((s) => s.problems.length === 0),
    unsolved: out.filter((s) => s.solution === null).length
  };
}
