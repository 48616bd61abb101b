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
    // The step's two checks, then the rules every step runs (items written, patterns find items).
    expect(v.steps[0]!.start.map((o) => o.pass)).toEqual([false, true, true, true]);
    expect(v.steps[0]!.solution!.map((o) => o.pass)).toEqual([true, true, true, true]);
    expect(v.steps[0]!.start.map((o) => o.check.kind).slice(2)).toEqual([
      'items-written',
      'patterns-return-items'
    ]);
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

  it('fails the solution with one item made invalid, and says which item', () => {
    const v = verifyLesson([resolved(authorOnly, library)]);
    const broken = v.steps[0]!.invalidated!;
    expect(broken.change).toBe(
      'removed "BookTitle" from the first Book item of table "Books" (it builds the partition key "BookTitle")'
    );
    // The book is gone, so the pattern that asks for it by title finds nothing either.
    expect(broken.outcomes.filter((o) => !o.pass).map((o) => o.check.kind)).toEqual([
      'no-collisions',
      'sort-key-includes',
      'items-written',
      'patterns-return-items'
    ]);
    expect(broken.outcomes.find((o) => o.check.kind === 'items-written')!.reason).toMatch(
      /^1 item of table "Books" is rejected \(DynamoDB would refuse to write it\) — 1 Book item: /
    );
  });

  it('refuses a task bullet that no check checks, naming it', () => {
    const bullets = {
      ...step,
      task: 'Keep every edition:\n- give the range key `${Edition}`;\n- no book is lost.',
      checks: [{ ...step.checks[0]!, covers: [2] }, step.checks[1]!]
    };
    const v = verifyLesson([{ step: bullets, start: authorOnly, solution: library }]);
    expect(v.ok).toBe(false);
    expect(v.steps[0]!.bullets).toEqual([
      { bullet: 'give the range key ${Edition};', checks: [] },
      { bullet: 'no book is lost.', checks: [0] }
    ]);
    expect(v.steps[0]!.problems).toEqual([
      'bullet 1 of the task ("give the range key ${Edition};") has no check: add one that checks it, with "covers": [1]'
    ]);
  });
});
