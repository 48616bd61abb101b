import type { Design } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';
import type { LessonCheck } from './checks/check-registry.ts';
import type { StepView } from './step-view.ts';

/**
 * The lesson model, as `loadLesson` reads it from `keyscope.lesson` JSON
 * (docs/lesson-format.md) and `nativeLesson` writes it back.
 * @module
 */

/** A step's starting design or solution: one of the app's examples, or a design in the file. */
export type LessonDesign =
  | { readonly kind: 'example'; readonly example: string }
  | {
      readonly kind: 'inline';
      readonly design: Design;
      /**
       * What the design loader said of it, at paths inside the lesson: the problems a step may be
       * about (a set typed as a key, an overwritten item). Shape errors refuse the lesson instead.
       */
      readonly findings: readonly Finding[];
    };

export interface LessonStep {
  /** Unique in the lesson; progress is kept by it, so reordering steps keeps progress. */
  readonly id: string;
  readonly title: string;
  /** Markup (parseMarkup). */
  readonly explanation: string;
  /** Markup: what the learner does. */
  readonly task: string;
  readonly start: LessonDesign;
  /** At least one. The step is done when every check passes on the learner's design. */
  readonly checks: readonly LessonCheck[];
  /** Markup. */
  readonly hint?: string;
  readonly solution?: LessonDesign;
  /** What presenter mode shows the room beside the task; read from the step when absent (`stepView`). */
  readonly view?: StepView;
}

export interface Lesson {
  readonly id: string;
  readonly title: string;
  /** Plain text: where the material comes from (a workshop, a book chapter, an article). */
  readonly source?: string;
  /** Markup: what the lesson teaches, for the lesson list. */
  readonly summary?: string;
  readonly steps: readonly LessonStep[];
}
