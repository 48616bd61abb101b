import { describe, expect, it } from 'vitest';
import { blankLesson } from '../../../../src/core/lessons/authoring/blank-lesson.ts';
import { editLesson, type LessonEdit } from '../../../../src/core/lessons/authoring/edit-lesson.ts';
import type { Lesson } from '../../../../src/core/lessons/lesson.ts';
import { example } from '../../../helpers/example.ts';

const authorOnly = example('library-author-only');
const library = example('library');

function apply(lesson: Lesson, ...edits: LessonEdit[]): Lesson {
  return edits.reduce((l, e) => {
    const r = editLesson(l, e);
    if (!r.ok) throw new Error(r.message);
    return r.lesson;
  }, lesson);
}

describe('editLesson', () => {
  const start = blankLesson('Editions', authorOnly);

  it('builds a lesson step by step: designs, texts, checks', () => {
    const l = apply(
      start,
      { kind: 'set-step-design', step: 0, as: 'solution', design: library },
      { kind: 'set-step', step: 0, field: 'title', value: 'Keep every edition' },
      { kind: 'set-step', step: 0, field: 'hint', value: 'Join two attributes.' },
      { kind: 'add-check', step: 0, check: { kind: 'no-collisions', table: 'Books' } },
      { kind: 'add-step', design: library },
      { kind: 'set-step-example', step: 1, as: 'start', example: 'gaming' },
      { kind: 'set-lesson', field: 'source', value: 'A book chapter.' }
    );
    expect(l.source).toBe('A book chapter.');
    expect(l.steps.map((s) => s.id)).toEqual(['step-1', 'step-2']);
    expect(l.steps[0]).toMatchObject({
      title: 'Keep every edition',
      hint: 'Join two attributes.',
      solution: { kind: 'inline', design: library },
      checks: [{ kind: 'no-collisions', table: 'Books' }]
    });
    expect(l.steps[1]!.start).toEqual({ kind: 'example', example: 'gaming' });
  });

  it('removes what is emptied: a hint, a source, a solution', () => {
    const full = apply(
      start,
      { kind: 'set-step', step: 0, field: 'hint', value: 'h' },
      { kind: 'set-lesson', field: 'summary', value: 's' },
      { kind: 'set-step-design', step: 0, as: 'solution', design: library }
    );
    const bare = apply(
      full,
      { kind: 'set-step', step: 0, field: 'hint', value: '' },
      { kind: 'set-lesson', field: 'summary', value: '' },
      { kind: 'set-step-design', step: 0, as: 'solution', design: null }
    );
    expect('hint' in bare.steps[0]!).toBe(false);
    expect('summary' in bare).toBe(false);
    expect('solution' in bare.steps[0]!).toBe(false);
  });

  it('moves, replaces and removes steps and checks', () => {
    const l = apply(
      start,
      { kind: 'add-step', design: library },
      { kind: 'add-step', design: library, at: 0 },
      { kind: 'move-step', step: 0, to: 2 },
      { kind: 'add-check', step: 0, check: { kind: 'no-collisions', table: 'Books' } },
      { kind: 'add-check', step: 0, check: { kind: 'no-set-key' } },
      {
        kind: 'replace-check',
        step: 0,
        index: 0,
        check: { kind: 'inverted-index', table: 'Books' }
      },
      { kind: 'remove-check', step: 0, index: 1 },
      { kind: 'remove-step', step: 1 }
    );
    expect(l.steps.map((s) => s.id)).toEqual(['step-1', 'step-3']);
    expect(l.steps[0]!.checks).toEqual([{ kind: 'inverted-index', table: 'Books' }]);
  });

  it.each<[string, LessonEdit, RegExp]>([
    [
      'a step that is not there',
      { kind: 'set-step', step: 3, field: 'title', value: 'x' },
      /has 1 step; there is no step 4/
    ],
    ['the last step', { kind: 'remove-step', step: 0 }, /keeps at least one step/],
    ['a move out of range', { kind: 'move-step', step: 0, to: 5 }, /step 6 does not exist/],
    [
      'a check that is not there',
      { kind: 'remove-check', step: 0, index: 0 },
      /has 0 checks; there is no check 1/
    ],
    [
      'a step without a start',
      { kind: 'set-step-design', step: 0, as: 'start', design: null },
      /always has a starting design/
    ]
  ])('refuses %s and keeps the lesson', (_n, edit, message) => {
    const before = JSON.stringify(start);
    const r = editLesson(start, edit);
    expect(!r.ok && r.message).toMatch(message);
    expect(JSON.stringify(start)).toBe(before);
  });
});
