import type { LessonProgress } from './lesson-progress.ts';

export interface ProgressSummary {
  /** Per step of the lesson as it is now: passed or not. */
  readonly passed: readonly boolean[];
  readonly passedCount: number;
  /** The step to open: the current one, else the first not passed, else 0. */
  readonly current: number;
  readonly finished: boolean;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

/**
 * What the lesson list and the lesson panel show of a learner's progress, against the lesson's
 * steps as they are now (ids of steps that no longer exist are ignored).
 *
 * @example
 * progressSummary(await progressStore.get(lesson.id), lesson).passed; // [true, true, false, false]
 */
export function progressSummary(
  progress: LessonProgress | null,
  lesson: { readonly steps: readonly { readonly id: string }[] }
): ProgressSummary {
  const done = new Set(progress?.passed.map((p) => p.step) ?? []);
  const passed = lesson.steps.map((s) => done.has(s.id));
  const at = lesson.steps.findIndex((s) => s.id === progress?.currentStep);
  const open = passed.indexOf(false);
  const passedCount = passed.filter(Boolean).length;
  return {
    passed,
    passedCount,
    current: at >= 0 ? at : open >= 0 ? open : 0,
    finished: passed.length > 0 && passedCount === passed.length,
    startedAt: progress?.startedAt ?? null,
    finishedAt: progress?.finishedAt ?? null
  };
}
