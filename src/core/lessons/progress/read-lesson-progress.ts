import { isPlainObject } from '../../json/is-plain-object.ts';
import type { LessonProgress } from './lesson-progress.ts';

const time = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const id = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/**
 * A stored progress record checked before use (storage outlives builds, and can be damaged):
 * the record as a `LessonProgress`, or null when it is not one — the learner then starts the
 * lesson afresh instead of the page failing. Passed steps are kept once each.
 *
 * @example
 * readLessonProgress(await db.get('progress', id)) ?? null;
 */
export function readLessonProgress(raw: unknown): LessonProgress | null {
  if (!isPlainObject(raw)) return null;
  const { lessonId, currentStep, passed, startedAt, finishedAt, updatedAt } = raw;
  if (!id(lessonId) || !time(startedAt) || !time(updatedAt)) return null;
  if (currentStep !== null && !id(currentStep)) return null;
  if (finishedAt !== null && !time(finishedAt)) return null;
  if (!Array.isArray(passed)) return null;
  const steps: { step: string; at: number }[] = [];
  for (const p of passed) {
    if (!isPlainObject(p) || !id(p['step']) || !time(p['at'])) return null;
    if (!steps.some((s) => s.step === p['step'])) steps.push({ step: p['step'], at: p['at'] });
  }
  return { lessonId, currentStep, passed: steps, startedAt, finishedAt, updatedAt };
}
