import type { ResolvedStep } from '../resolve-lesson.ts';
import { stepView } from '../step-view.ts';
import type { PresenterStep } from './presenter.ts';

/**
 * What presenter mode needs to know of a lesson's steps: whether each has a hint and a solution
 * to reveal, and the view it is about (`stepView`).
 *
 * @example
 * presenterStart(presenterSteps(resolved.steps), 0);
 */
export function presenterSteps(steps: readonly ResolvedStep[]): PresenterStep[] {
  return steps.map((s) => ({
    hasHint: !!s.step.hint,
    hasSolution: s.solution !== null,
    view: stepView(s.step)
  }));
}
