import type { LessonStep } from './lesson.ts';
import { taskBullets } from './task-bullets.ts';

export interface BulletCoverage {
  /** The bullet as plain text. */
  readonly bullet: string;
  /** The positions in `step.checks` of the checks that check it; empty: nothing does. */
  readonly checks: readonly number[];
}

/**
 * Which of a step's checks check each bullet of its task (`taskBullets`): those whose `covers`
 * names it, and — in a task of one bullet — every check that names none. A bullet with no
 * check is a task nobody verifies; `verifyLesson` refuses it.
 *
 * @example
 * taskCoverage(step).filter((b) => b.checks.length === 0); // the bullets no check checks
 */
export function taskCoverage(step: Pick<LessonStep, 'task' | 'checks'>): BulletCoverage[] {
  const bullets = taskBullets(step.task);
  return bullets.map((bullet, i) => ({
    bullet,
    checks: step.checks.flatMap((c, k) =>
      c.covers ? (c.covers.includes(i + 1) ? [k] : []) : bullets.length === 1 ? [k] : []
    )
  }));
}
