import type { LessonProgress } from './lesson-progress.ts';
import { visitStep } from './visit-step.ts';

/**
 * Progress after step `stepId` passes. Passing a step twice keeps the first time (the same
 * object comes back, so there is nothing to write); the lesson is finished when every one of
 * `stepIds` (the lesson's steps now) has passed.
 *
 * @example
 * passStep(progress, 'gaming-keys', 'inverted-index', lesson.steps.map((s) => s.id), Date.now()).finishedAt;
 */
export function passStep(
  progress: LessonProgress | null,
  lessonId: string,
  stepId: string,
  stepIds: readonly string[],
  now: number
): LessonProgress {
  if (progress?.passed.some((p) => p.step === stepId)) return progress;
  const base = progress ?? visitStep(null, lessonId, stepId, now);
  const passed = [...base.passed, { step: stepId, at: now }];
  const done = new Set(passed.map((p) => p.step));
  const finished = stepIds.length > 0 && stepIds.every((id) => done.has(id));
  return {
    ...base,
    passed,
    finishedAt: base.finishedAt ?? (finished ? now : null),
    updatedAt: now
  };
}
