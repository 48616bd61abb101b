import { describe, expect, it } from 'vitest';
import { blankLesson } from '../../../../src/core/lessons/authoring/blank-lesson.ts';
import { editLesson } from '../../../../src/core/lessons/authoring/edit-lesson.ts';
import { validateLesson } from '../../../../src/core/lessons/authoring/validate-lesson.ts';
import { example } from '../../../helpers/example.ts';

describe('validateLesson', () => {
  it('says what a new lesson still lacks, at the path its file would have', () => {
    const problems = validateLesson(blankLesson('Editions', example('library-author-only')));
    expect(problems.map((f) => [f.path, f.code])).toEqual([['$.steps[0].checks', 'format.count']]);
  });

  it('is empty once the lesson would load', () => {
    const r = editLesson(blankLesson('Editions', example('library-author-only')), {
      kind: 'add-check',
      step: 0,
      check: { kind: 'no-collisions', table: 'Books' }
    });
    expect(r.ok && validateLesson(r.lesson)).toEqual([]);
  });

  it('finds what the author typed wrong: an id, a duplicate step id, an oversized title', () => {
    const l = blankLesson('x'.repeat(201), example('library'));
    const step = { ...l.steps[0]!, checks: [{ kind: 'no-set-key' as const }] };
    const wrong = { ...l, id: 'Not An Id', steps: [step, step] };
    expect(validateLesson(wrong).map((f) => f.path)).toEqual(['$.id', '$.title', '$.steps[1].id']);
  });
});
