import type { LessonProgress } from './lesson-progress.ts';
import { visitStep } from './visit-step.ts';

/**
 * The longest draft kept, in characters (about 2 MB): a lesson's designs are small; a step's
 * design grown past this (items pasted in by the thousand) is not kept between visits.
 */
export const MAX_DRAFT_CHARS = 2_000_000;

/**
 * Progress with what the learner left on step `stepId` (native design text), or with no draft
 * for it (`text` null: the step was started again, or is as it began). The same object comes
 * back when nothing changes, so there is nothing to write; a text over MAX_DRAFT_CHARS drops
 * the step's draft rather than keeping an older one that is no longer what the learner has.
 *
 * @example
 * keepDraft(progress, 'gaming-keys', 'composite-key', JSON.stringify(nativeDesign(d)), Date.now());
 */
export function keepDraft(
  progress: LessonProgress | null,
  lessonId: string,
  stepId: string,
  text: string | null,
  now: number
): LessonProgress {
  const keep = text !== null && text.length > 0 && text.length <= MAX_DRAFT_CHARS;
  const base = progress ?? visitStep(null, lessonId, stepId, now);
  const before = base.drafts.find((d) => d.step === stepId);
  if (keep ? before?.text === text : !before) return base;
  const others = base.drafts.filter((d) => d.step !== stepId);
  return {
    ...base,
    drafts: keep ? [...others, { step: stepId, text, at: now }] : others,
    updatedAt: now
  };
}
