import { blankLesson } from '../../core/lessons/authoring/blank-lesson.ts';
import { blankDesign } from '../../core/edits/blank-design.ts';
import { lessonSizeRefusal } from '../../core/lessons/load-lesson.ts';
import { resolveLesson } from '../../core/lessons/resolve-lesson.ts';
import { exampleSource } from './example-source.ts';
import { LessonDraft } from './lesson-draft.svelte.ts';
import { LessonSession } from './lesson-session.svelte.ts';
import LessonSide from './LessonSide.svelte';
import { openLesson } from './open-lesson.ts';

/**
 * Everything a lesson needs once one is opened, in one chunk: `LessonHost` loads this module
 * with `import()` the first time, so the lesson format's reader, the check kinds and the
 * lesson panes stay out of the studio's first load.
 */
export const lessonModule = {
  LessonSide,
  LessonSession,
  LessonDraft,
  openLesson,
  exampleSource,
  resolveLesson,
  lessonSizeRefusal,
  blankLesson,
  blankDesign
};

export type LessonModule = typeof lessonModule;
