import type { Design } from '../../model/design.ts';
import { LESSON_FORMAT } from '../lesson-format.ts';
import type { Lesson } from '../lesson.ts';

/**
 * A new lesson, as the author starts one from the open design: its id made from the title, one
 * step starting from `design`, with no checks yet (`validateLesson` says what is missing until
 * the author picks some).
 *
 * @example
 * blankLesson('Keys for a game', design).id; // 'keys-for-a-game'
 */
export function blankLesson(title: string, design: Design): Lesson {
  const id =
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, LESSON_FORMAT.limits.idChars)
      .replace(/-+$/, '') || 'lesson';
  return {
    id,
    title,
    steps: [
      {
        id: 'step-1',
        title: 'Step 1',
        explanation: 'What this step teaches.',
        task: 'What the learner changes.',
        start: { kind: 'inline', design, findings: [] },
        checks: []
      }
    ]
  };
}
