import type { Design } from '../../model/design.ts';
import type { LessonCheck } from '../checks/check-registry.ts';
import type { Lesson, LessonDesign, LessonStep } from '../lesson.ts';

export type LessonEdit =
  | {
      readonly kind: 'set-lesson';
      readonly field: 'id' | 'title' | 'source' | 'summary';
      readonly value: string;
    }
  /** A new step starting from `design` (the open design), at `at` or last. */
  | { readonly kind: 'add-step'; readonly design: Design; readonly at?: number }
  | { readonly kind: 'remove-step'; readonly step: number }
  | { readonly kind: 'move-step'; readonly step: number; readonly to: number }
  | {
      readonly kind: 'set-step';
      readonly step: number;
      readonly field: 'id' | 'title' | 'explanation' | 'task' | 'hint';
      readonly value: string;
    }
  /** The open design becomes the step's start or solution; a null solution removes it. */
  | {
      readonly kind: 'set-step-design';
      readonly step: number;
      readonly as: 'start' | 'solution';
      readonly design: Design | null;
    }
  | {
      readonly kind: 'set-step-example';
      readonly step: number;
      readonly as: 'start' | 'solution';
      readonly example: string;
    }
  | { readonly kind: 'add-check'; readonly step: number; readonly check: LessonCheck }
  | {
      readonly kind: 'replace-check';
      readonly step: number;
      readonly index: number;
      readonly check: LessonCheck;
    }
  | { readonly kind: 'remove-check'; readonly step: number; readonly index: number };

export type LessonEditResult =
  { readonly ok: true; readonly lesson: Lesson } | { readonly ok: false; readonly message: string };

/**
 * Apply one authoring edit, returning a new lesson (the old one is untouched). Only edits that
 * cannot apply (no such step or check, the last step removed) are refused here; what the file
 * format requires (ids, caps, at least one check) is `validateLesson`'s, so it has one home.
 * An empty hint, source or summary removes it.
 *
 * @example
 * editLesson(lesson, { kind: 'set-step-design', step: 0, as: 'solution', design: studio.design });
 */
export function editLesson(lesson: Lesson, edit: LessonEdit): LessonEditResult {
  const steps = [...lesson.steps];
  const at = 'step' in edit ? edit.step : 0;
  const step = steps[at];
  if ('step' in edit && !step)
    return refuse(
      `the lesson has ${steps.length} step${steps.length === 1 ? '' : 's'}; there is no step ${at + 1}`
    );
  const put = (s: LessonStep): LessonEditResult => {
    steps[at] = s;
    return { ok: true, lesson: { ...lesson, steps } };
  };
  switch (edit.kind) {
    case 'set-lesson': {
      if (edit.field === 'id' || edit.field === 'title')
        return { ok: true, lesson: { ...lesson, [edit.field]: edit.value } };
      const { [edit.field]: _old, ...rest } = lesson;
      return { ok: true, lesson: edit.value === '' ? rest : { ...rest, [edit.field]: edit.value } };
    }
    case 'add-step': {
      const where =
        edit.at === undefined ? steps.length : Math.max(0, Math.min(edit.at, steps.length));
      steps.splice(where, 0, newStep(steps, edit.design));
      return { ok: true, lesson: { ...lesson, steps } };
    }
    case 'remove-step':
      if (steps.length === 1)
        return refuse('a lesson keeps at least one step; add another before removing this one');
      steps.splice(at, 1);
      return { ok: true, lesson: { ...lesson, steps } };
    case 'move-step': {
      if (!Number.isInteger(edit.to) || edit.to < 0 || edit.to >= steps.length)
        return refuse(`step ${edit.to + 1} does not exist; steps go from 1 to ${steps.length}`);
      steps.splice(edit.to, 0, ...steps.splice(at, 1));
      return { ok: true, lesson: { ...lesson, steps } };
    }
    case 'set-step': {
      if (edit.field !== 'hint' || edit.value !== '')
        return put({ ...step!, [edit.field]: edit.value });
      const { hint: _hint, ...rest } = step!;
      return put(rest);
    }
    case 'set-step-design':
    case 'set-step-example': {
      const design: LessonDesign | null =
        edit.kind === 'set-step-example'
          ? { kind: 'example', example: edit.example }
          : edit.design && { kind: 'inline', design: edit.design, findings: [] };
      if (edit.as === 'start')
        return design
          ? put({ ...step!, start: design })
          : refuse('a step always has a starting design');
      const { solution: _solution, ...rest } = step!;
      return put(design ? { ...rest, solution: design } : rest);
    }
    case 'add-check':
      return put({ ...step!, checks: [...step!.checks, edit.check] });
    case 'replace-check':
    case 'remove-check': {
      if (!step!.checks[edit.index])
        return refuse(
          `step ${at + 1} has ${step!.checks.length} checks; there is no check ${edit.index + 1}`
        );
      const checks = [...step!.checks];
      if (edit.kind === 'replace-check') checks[edit.index] = edit.check;
      else checks.splice(edit.index, 1);
      return put({ ...step!, checks });
    }
  }
}

function newStep(steps: readonly LessonStep[], design: Design): LessonStep {
  let n = steps.length + 1;
  while (steps.some((s) => s.id === `step-${n}`)) n++;
  return {
    id: `step-${n}`,
    title: `Step ${n}`,
    explanation: 'What this step teaches.',
    task: 'What the learner changes.',
    start: { kind: 'inline', design, findings: [] },
    checks: []
  };
}

function refuse(message: string): LessonEditResult {
  return { ok: false, message };
}
