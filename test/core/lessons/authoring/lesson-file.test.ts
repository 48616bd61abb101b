import { describe, expect, it } from 'vitest';
import { blankLesson } from '../../../../src/core/lessons/authoring/blank-lesson.ts';
import { editLesson } from '../../../../src/core/lessons/authoring/edit-lesson.ts';
import { lessonFile } from '../../../../src/core/lessons/authoring/lesson-file.ts';
import { loadLessonText } from '../../../../src/core/lessons/load-lesson.ts';
import { example } from '../../../helpers/example.ts';

describe('lessonFile', () => {
  it('exports a lesson made in the app as a file the loader reads back', () => {
    const made = editLesson(blankLesson('Keep every edition', example('library-author-only')), {
      kind: 'add-check',
      step: 0,
      check: { kind: 'no-collisions', table: 'Books' }
    });
    if (!made.ok) throw new Error(made.message);
    const file = lessonFile(made.lesson);
    expect(file.name).toBe('keep-every-edition.lesson.json');
    expect(file.problems).toEqual([]);
    expect(file.text.startsWith('{\n  "format": "keyscope.lesson",\n  "version": 2,')).toBe(true);
    expect(file.text.endsWith('}\n')).toBe(true);
    const back = loadLessonText(file.text);
    expect(back.ok && back.lesson).toEqual(made.lesson);
  });

  it('exports an unfinished lesson too, with what a reader would refuse', () => {
    const file = lessonFile(blankLesson('Draft', example('library')));
    expect(file.problems.map((f) => f.path)).toEqual(['$.steps[0].checks']);
    expect(loadLessonText(file.text).ok).toBe(false);
  });
});
