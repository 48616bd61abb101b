import type { ReadLesson } from './read-lesson-in-worker.ts';
import type { LessonProgressStore } from '../../store/lesson-progress-store.ts';
import type { ExampleEntry } from '../open/load-example-index.ts';
import type { ShellState } from '../shell/shell-state.svelte.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';

/** What `LessonHost` works with: the studio and its shell, the examples, and what tests inject. */
export interface LessonHostOptions {
  readonly studio: StudioState;
  readonly shell: ShellState;
  /** The example designs (their index may still be loading). */
  readonly examples: () => readonly ExampleEntry[];
  /** Reads a picked lesson file off the page's main thread (`readLessonInWorker`). */
  readonly readLesson: ReadLesson;
  readonly fetchFn?: typeof fetch;
  readonly indexUrl?: string;
  /** Opens the progress store; injected in tests. */
  readonly openStore?: () => Promise<LessonProgressStore>;
  /** The window's width, to decide whether the inspector folds away beside the lesson. */
  readonly windowWidth?: () => number;
  /** Puts a lesson link into the address bar (null: none); injected in tests. */
  readonly setLink?: (fragment: string | null) => void;
}
