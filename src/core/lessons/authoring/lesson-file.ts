import type { Finding } from '../../model/finding.ts';
import type { Lesson } from '../lesson.ts';
import { nativeLesson } from '../native-lesson.ts';
import { validateLesson } from './validate-lesson.ts';

export interface LessonFile {
  /** `<id>.lesson.json`. */
  readonly name: string;
  readonly text: string;
  /** What the format would refuse in it; export anyway, so no work is lost. */
  readonly problems: readonly Finding[];
}

/**
 * A lesson as the file "Export lesson" saves: its native JSON, indented, ending in a newline,
 * and the problems a reader of the file would refuse it for.
 *
 * @example
 * const f = lessonFile(lesson); // { name: 'gaming-keys.lesson.json', text: '{\n  "format": "keyscope.lesson", …', problems: [] }
 */
export function lessonFile(lesson: Lesson): LessonFile {
  return {
    name: `${lesson.id || 'lesson'}.lesson.json`,
    text: `${JSON.stringify(nativeLesson(lesson), null, 2)}\n`,
    problems: validateLesson(lesson)
  };
}
