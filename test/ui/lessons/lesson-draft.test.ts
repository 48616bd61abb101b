// Writing a lesson in the studio: edits through editLesson, the format's problems live, the
// selected step following adds, moves and removals, and verification as keyscope lesson does it.
import { describe, expect, it } from 'vitest';
import { blankLesson } from '../../../src/core/lessons/authoring/blank-lesson.ts';
import { LessonDraft } from '../../../src/ui/lessons/lesson-draft.svelte.ts';
import { example } from '../../helpers/example.ts';
import { exampleSource } from '../../helpers/example-source.ts';

const draft = () =>
  new LessonDraft(
    blankLesson('Keep every edition', example('library-author-only')),
    exampleSource()
  );

describe('LessonDraft', () => {
  it('starts with what the format misses (no checks yet), and loses it once a check is added', () => {
    const d = draft();
    expect(d.problems.map((f) => f.path)).toEqual(['$.steps[0].checks']);
    expect(
      d.edit({ kind: 'add-check', step: 0, check: { kind: 'no-collisions', table: 'Books' } })
    ).toBe(true);
    expect(d.problems).toEqual([]);
  });

  it('follows the step being edited through adds, moves and removals, and says why an edit is refused', () => {
    const d = draft();
    d.edit({ kind: 'add-step', design: example('library') });
    expect(d.step).toBe(1);
    d.edit({ kind: 'add-step', design: example('library'), at: 1 });
    expect(d.step).toBe(1);
    expect(d.lesson.steps.map((s) => s.id)).toEqual(['step-1', 'step-3', 'step-2']);
    d.edit({ kind: 'move-step', step: 1, to: 0 });
    expect(d.step).toBe(0);
    d.step = 2;
    d.edit({ kind: 'remove-step', step: 2 });
    expect(d.step).toBe(1);
    d.edit({ kind: 'remove-step', step: 1 });
    expect(d.edit({ kind: 'remove-step', step: 0 })).toBe(false);
    expect(d.refusal).toMatch(/keeps at least one step/);
    expect(d.lesson.steps).toHaveLength(1);
    d.edit({ kind: 'set-lesson', field: 'title', value: 'Editions' });
    expect(d.refusal).toBeNull();
  });

  it('verifies the steps: a start that already passes, a solution that fails, and a good step', async () => {
    const d = draft();
    d.edit({ kind: 'add-check', step: 0, check: { kind: 'no-collisions', table: 'Books' } });
    d.edit({ kind: 'set-step-example', step: 0, as: 'solution', example: 'library' });
    await d.verify();
    expect(d.verifiedNow).toBe(true);
    const v = d.verification!;
    expect(v.ok && v.result.ok).toBe(true);
    d.edit({ kind: 'set-step-example', step: 0, as: 'solution', example: 'library-author-only' });
    expect(d.verifiedNow).toBe(false);
    await d.verify();
    const w = d.verification!;
    expect(w.ok && w.result.steps[0]!.problems).toEqual([
      expect.stringMatching(
        /^the solution fails "no two items in table "Books" share a primary key"/
      )
    ]);
  });

  it('reports an example the app does not have, at its path', async () => {
    const d = draft();
    d.edit({ kind: 'set-step-example', step: 0, as: 'start', example: 'nope' });
    await d.verify();
    const v = d.verification!;
    expect(!v.ok && v.findings.map((f) => f.path)).toEqual(['$.steps[0].start.example']);
  });

  it('exports its file, problems and all', () => {
    const f = draft().file();
    expect(f.name).toBe('keep-every-edition.lesson.json');
    expect(JSON.parse(f.text).format).toBe('keyscope.lesson');
    expect(f.problems).toHaveLength(1);
  });
});
