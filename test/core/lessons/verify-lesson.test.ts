import { describe, expect, it } from 'vitest';
import type { ResolvedStep } from '../../../src/core/lessons/resolve-lesson.ts';
import { verifyLesson } from '../../../src/core/lessons/verify-lesson.ts';
import type { LessonStep } from '../../../src/core/lessons/lesson.ts';
import { example } from '../../helpers/example.ts';

const library = example('library');
const authorOnly = example('library-author-only');
const step: LessonStep = {
  id: 'editions',
  title: 'Editions',
  explanation: 'e',
  task: 't',
  start: { kind: 'example', example: 'library-author-only' },
  checks: [
    { kind: 'no-collisions', table: 'Books' },
    { kind: 'sort-key-includes', table: 'Books', entity: 'Book', placeholder: 'Author' }
  ]
};
const resolved = (start: typeof library, solution: typeof library | null): ResolvedStep => ({
  step,
  start,
  solution
});

describe('verifyLesson', () => {
  it('accepts a start that fails a check and a solution that passes all', () => {
    const v = verifyLesson([resolved(authorOnly, library)]);
    expect(v.ok).toBe(true);
    expect(v.unsolved).toBe(0);
    expect(v.steps[0]!.start.map((o) => o.pass)).toEqual([false, true]);
    expect(v.steps[0]!.solution!.map((o) => o.pass)).toEqual([true, true]);
    expect(v.steps[0]!.problems).toEqual([]);
  });

  it('refuses a start that already passes every check', () => {
    const v = verifyLesson([resolved(library, library)]);
    expect(v.ok).toBe(false);
    expect(v.steps[0]!.problems).toEqual([
      'the starting design already passes every check: there is nothing to do'
    ]);
  });

  it('refuses a solution that fails a check, naming it and why', () => {
    const v = verifyLesson([resolved(authorOnly, authorOnly)]);
    expect(v.ok).toBe(false);
    expect(v.steps[0]!.problems).toEqual([
      expect.stringMatching(
        /^the solution fails "no two items in table "Books" share a primary key": 3 items are overwritten/
      )
    ]);
  });

  it('counts a step without a solution, and does not fail it', () => {
    const v = verifyLesson([resolved(authorOnly, null)]);
    expect(v).toMatchObject({ ok: true, unsolved: 1 });
    expect(v.steps[0]!.solution).toBeNull();
  });
});
