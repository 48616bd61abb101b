import { isPlainObject } from '../../json/is-plain-object.ts';
import type { StepDraft, LessonProgress } from './lesson-progress.ts';
import { MAX_DRAFT_CHARS } from './keep-draft.ts';

const time = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const id = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/**
 * A stored progress record checked before use (storage outlives builds, and can be damaged):
 * the record as a `LessonProgress`, or null when it is not one — the learner then starts the
 * lesson afresh instead of the page failing. Passed steps are kept once each. Drafts are
 * optional (records written before them have none); a damaged draft is left out, the rest of
 * the record kept, and its text is only read as a design when its step opens.
 *
 * @example
 * readLessonProgress(await db.get('progress', id)) ?? null;
 */
export function readLessonProgress(raw: unknown): LessonProgress | null {
  if (!isPlainObject(raw)) return null;
  const { lessonId, currentStep, passed, startedAt, finishedAt, updatedAt, drafts } = raw;
  if (!id(lessonId) || !time(startedAt) || !time(updatedAt)) return null;
  if (currentStep !== null && !id(currentStep)) return null;
  if (finishedAt !== null && !time(finishedAt)) return null;
  if (!Array.isArray(passed)) return null;
  const steps: { step: string; at: number }[] = [];
  for (const p of passed) {
    if (!isPlainObject(p) || !id(p['step']) || !time(p['at'])) return null;
    if (!steps.some((s) => s.step === p['step'])) steps.push({ step: p['step'], at: p['at'] });
  }
  const kept: StepDraft[] = [];
  for (const d of Array.isArray(drafts) ? drafts : []) {
    if (!isPlainObject(d) || !id(d['step']) || !time(d['at'])) continue;
    const text = d['text'];
    if (typeof text !== 'string' || text.length === 0 || text.length > MAX_DRAFT_CHARS) continue;
    if (!kept.some((k) => k.step === d['step'])) kept.push({ step: d['step'], text, at: d['at'] });
  }
  return {
    lessonId,
    currentStep,
    passed: steps,
    startedAt,
    finishedAt,
    updatedAt,
    drafts: kept
  };
}
