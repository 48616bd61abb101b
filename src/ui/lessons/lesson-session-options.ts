import type { Lesson } from '../../core/lessons/lesson.ts';
import type { LessonProgress } from '../../core/lessons/progress/lesson-progress.ts';
import type { ResolvedStep } from '../../core/lessons/resolve-lesson.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import type { ProgressWriter } from './progress-writer.ts';
import type { Timers } from './timers.ts';

/** What a `LessonSession` opens: the lesson, its steps and stored progress, and what tests inject. */
export interface LessonSessionOptions {
  readonly studio: StudioState;
  readonly lesson: Lesson;
  readonly steps: readonly ResolvedStep[];
  /** Where progress is kept; null when storage is unavailable (progress then lasts the visit). */
  readonly progress: ProgressWriter | null;
  /** What was stored for the lesson before. */
  readonly record: LessonProgress | null;
  /** The step to open (from a link); else the learner's current step. */
  readonly step?: number;
  /** A built-in lesson: the address bar follows the step, so a reload or a copied link returns. */
  readonly linkable: boolean;
  /** The lesson is the one being written here ("Try it"): the panel offers to go back to it. */
  readonly drafted?: boolean;
  /** Where `linkable` writes the step's link fragment. */
  readonly setLink?: (fragment: string | null) => void;
  readonly now?: () => number;
  readonly timers?: Timers;
  /** How long after the last edit the checks run again. */
  readonly delayMs?: number;
}
