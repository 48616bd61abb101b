import { nativeDesign, type NativeDesign } from '../formats/native-design.ts';
import type { LessonCheck } from './checks/check-registry.ts';
import type { Lesson, LessonDesign } from './lesson.ts';
import { LESSON_FORMAT } from './lesson-format.ts';
import type { StepView } from './step-view.ts';

/** A native `keyscope.lesson` document as plain JSON-able data (docs/lesson-format.md). */
export interface NativeLesson {
  readonly format: typeof LESSON_FORMAT.name;
  readonly version: typeof LESSON_FORMAT.version;
  readonly id: string;
  readonly title: string;
  readonly source?: string;
  readonly summary?: string;
  readonly steps: readonly {
    readonly id: string;
    readonly title: string;
    readonly explanation: string;
    readonly task: string;
    readonly start: DesignReference;
    readonly checks: readonly LessonCheck[];
    readonly hint?: string;
    readonly solution?: DesignReference;
    readonly view?: StepView;
  }[];
}

type DesignReference = { readonly example: string } | { readonly design: NativeDesign };

/**
 * The native document of a lesson, in the current format version: what `loadLesson` reads back
 * as the same lesson. Fields in the order docs/lesson-format.md lists them; inline designs as
 * their native documents (`nativeDesign`).
 *
 * @example
 * JSON.stringify(nativeLesson(lesson), null, 2); // what "Export lesson" writes
 */
export function nativeLesson(lesson: Lesson): NativeLesson {
  return {
    format: LESSON_FORMAT.name,
    version: LESSON_FORMAT.version,
    id: lesson.id,
    title: lesson.title,
    ...(lesson.source !== undefined ? { source: lesson.source } : {}),
    ...(lesson.summary !== undefined ? { summary: lesson.summary } : {}),
    steps: lesson.steps.map((s) => ({
      id: s.id,
      title: s.title,
      explanation: s.explanation,
      task: s.task,
      start: reference(s.start),
      checks: s.checks.map((c) => ({ ...c })),
      ...(s.hint !== undefined ? { hint: s.hint } : {}),
      ...(s.solution ? { solution: reference(s.solution) } : {}),
      ...(s.view !== undefined ? { view: s.view } : {})
    }))
  };
}

function reference(d: LessonDesign): DesignReference {
  return d.kind === 'example' ? { example: d.example } : { design: nativeDesign(d.design) };
}
