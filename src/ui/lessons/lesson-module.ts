import { blankLesson } from '../../core/lessons/authoring/blank-lesson.ts';
import { blankDesign } from '../../core/edits/blank-design.ts';
import { lessonSizeRefusal } from '../../core/lessons/load-lesson.ts';
import { loadLessonBytes } from '../../core/lessons/load-lesson-bytes.ts';
import { resolveLesson } from '../../core/lessons/resolve-lesson.ts';
import { exampleSource } from './example-source.ts';
import { LessonDraft } from './lesson-draft.svelte.ts';
import { LessonSession } from './lesson-session.svelte.ts';
import { openLesson } from './open-lesson.ts';

/**
 * Everything a lesson needs once one is opened, in one chunk: `LessonHost` loads this module
 * with `import()` the first time, so the lesson format's reader and the check kinds stay out of
 * the studio's first load. The lesson pane comes as a chunk of its own (`loadLessonSide`): it
 * imports the host's type, and the host imports this module's.
 */
export const lessonModule = {
  LessonSession,
  LessonDraft,
  openLesson,
  loadLessonBytes,
  exampleSource,
  resolveLesson,
  lessonSizeRefusal,
  blankLesson,
  blankDesign
};

export type LessonModule = typeof lessonModule;
