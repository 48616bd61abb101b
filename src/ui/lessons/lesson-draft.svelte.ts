import { editLesson, type LessonEdit } from '../../core/lessons/authoring/edit-lesson.ts';
import { lessonFile, type LessonFile } from '../../core/lessons/authoring/lesson-file.ts';
import { validateLesson } from '../../core/lessons/authoring/validate-lesson.ts';
import type { Lesson } from '../../core/lessons/lesson.ts';
import { resolveLesson, type ExampleSource } from '../../core/lessons/resolve-lesson.ts';
import { verifyLesson, type LessonVerification } from '../../core/lessons/verify-lesson.ts';
import type { Finding } from '../../core/model/finding.ts';

/** What "Verify" found, for the lesson as it was then. */
export type DraftVerification =
  | { readonly lesson: Lesson; readonly ok: true; readonly result: LessonVerification }
  | { readonly lesson: Lesson; readonly ok: false; readonly findings: readonly Finding[] };

/**
 * A lesson being written in the studio: the lesson as a value changed only by `editLesson`,
 * the step being edited, what the format would refuse in it now (`validateLesson`, live), and
 * on request what `keyscope lesson` would say of it (`verifyLesson`: each start fails a check,
 * each solution passes them all).
 */
export class LessonDraft {
  lesson: Lesson;
  /** The step being edited, from 0. */
  step = $state(0);
  /** Why the last edit was refused, or null. */
  refusal = $state<string | null>(null);
  readonly problems: readonly Finding[];
  verification = $state.raw<DraftVerification | null>(null);
  verifying = $state(false);

  readonly #examples: ExampleSource;

  constructor(lesson: Lesson, examples: ExampleSource) {
    this.lesson = $state.raw(lesson);
    this.problems = $derived(validateLesson(this.lesson));
    this.#examples = examples;
  }

  /** Apply an edit; false (and `refusal` says why) when it cannot apply. */
  edit(edit: LessonEdit): boolean {
    const r = editLesson(this.lesson, edit);
    if (!r.ok) {
      this.refusal = r.message;
      return false;
    }
    this.refusal = null;
    this.lesson = r.lesson;
    const n = r.lesson.steps.length;
    if (edit.kind === 'add-step') this.step = edit.at ?? n - 1;
    else if (edit.kind === 'move-step') this.step = edit.to;
    this.step = Math.min(this.step, n - 1);
    return true;
  }

  /** Whether the last verification is of the lesson as it is now. */
  get verifiedNow(): boolean {
    return this.verification?.lesson === this.lesson;
  }

  /** Resolve the lesson's examples and verify every step, as `keyscope lesson` does. */
  async verify(): Promise<void> {
    const lesson = this.lesson;
    this.verifying = true;
    try {
      const resolved = await resolveLesson(lesson, this.#examples);
      this.verification = resolved.ok
        ? { lesson, ok: true, result: verifyLesson(resolved.steps) }
        : { lesson, ok: false, findings: resolved.findings };
    } finally {
      this.verifying = false;
    }
  }

  /** The file "Export" saves. */
  file(): LessonFile {
    return lessonFile(this.lesson);
  }
}
