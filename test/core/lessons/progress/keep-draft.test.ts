import { describe, expect, it } from 'vitest';
import { keepDraft, MAX_DRAFT_CHARS } from '../../../../src/core/lessons/progress/keep-draft.ts';
import { visitStep } from '../../../../src/core/lessons/progress/visit-step.ts';

describe('keepDraft', () => {
  const start = visitStep(null, 'l', 'a', 10);

  it('keeps one draft per step, the latest, and drops it for null', () => {
    const p = keepDraft(start, 'l', 'a', 'one', 11);
    expect(p.drafts).toEqual([{ step: 'a', text: 'one', at: 11 }]);
    expect(p.updatedAt).toBe(11);
    const q = keepDraft(keepDraft(p, 'l', 'b', 'two', 12), 'l', 'a', 'three', 13);
    expect(q.drafts).toEqual([
      { step: 'b', text: 'two', at: 12 },
      { step: 'a', text: 'three', at: 13 }
    ]);
    expect(keepDraft(q, 'l', 'b', null, 14).drafts).toEqual([{ step: 'a', text: 'three', at: 13 }]);
  });

  it.each([
    ['the same text again', (p: ReturnType<typeof keepDraft>) => keepDraft(p, 'l', 'a', 'one', 20)],
    [
      'null for a step without one',
      (p: ReturnType<typeof keepDraft>) => keepDraft(p, 'l', 'z', null, 20)
    ]
  ])('gives back the same object for %s: nothing to write', (_n, change) => {
    const p = keepDraft(start, 'l', 'a', 'one', 11);
    expect(change(p)).toBe(p);
  });

  it('drops the step’s draft for a text over MAX_DRAFT_CHARS, or an empty one', () => {
    const p = keepDraft(start, 'l', 'a', 'one', 11);
    expect(keepDraft(p, 'l', 'a', 'x'.repeat(MAX_DRAFT_CHARS + 1), 12).drafts).toEqual([]);
    expect(keepDraft(p, 'l', 'a', '', 12).drafts).toEqual([]);
    expect(keepDraft(p, 'l', 'a', 'x'.repeat(MAX_DRAFT_CHARS), 12).drafts).toHaveLength(1);
  });

  it('starts the lesson when there was no progress', () => {
    expect(keepDraft(null, 'l', 'a', 'one', 5)).toMatchObject({
      lessonId: 'l',
      currentStep: 'a',
      startedAt: 5,
      drafts: [{ step: 'a', text: 'one', at: 5 }]
    });
  });
});
