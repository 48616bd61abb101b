import type { Finding } from '../../model/finding.ts';
import type { Lesson } from '../lesson.ts';
import { nativeLesson } from '../native-lesson.ts';
import { loadLesson } from '../load-lesson.ts';

/**
 * Everything the lesson format would refuse in a lesson being written, at the paths a file of
 * it would have (`$.steps[1].checks`): the lesson is written as its document and read back by
 * the loader, the one home of those rules. Empty when it would load.
 *
 * @example
 * validateLesson(blankLesson('Keys', design)); // [{ path: '$.steps[0].checks', message: 'a step has 1 to 20 checks, got 0…' }]
 */
export function validateLesson(lesson: Lesson): Finding[] {
  const r = loadLesson(JSON.parse(JSON.stringify(nativeLesson(lesson))));
  return r.findings.filter((f) => f.severity === 'error');
}
