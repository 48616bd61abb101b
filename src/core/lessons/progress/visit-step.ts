import type { LessonProgress } from './lesson-progress.ts';

/**
 * Progress after the learner opens step `stepId` (the lesson starts now if it had not).
 *
 * @example
 * visitStep(null, 'gaming-keys', 'filler-sort-keys', Date.now()).currentStep; // 'filler-sort-keys'
 */
export function visitStep(
  progress: LessonProgress | null,
  lessonId: string,
  stepId: string,
  now: number
): LessonProgress {
  const base = progress ?? {
    lessonId,
    currentStep: null,
    passed: [],
    startedAt: now,
    finishedAt: null,
    updatedAt: now,
    drafts: []
  };
  if (base.currentStep === stepId && progress) return progress;
  return { ...base, currentStep: stepId, updatedAt: now };
}
