import { describe, expect, it } from 'vitest';
import { readLessonProgress } from '../../../../src/core/lessons/progress/read-lesson-progress.ts';
import { MAX_DRAFT_CHARS } from '../../../../src/core/lessons/progress/keep-draft.ts';

const good = {
  lessonId: 'gaming-keys',
  currentStep: 'b',
  passed: [{ step: 'a', at: 5 }],
  startedAt: 1,
  finishedAt: null,
  updatedAt: 5
};

describe('readLessonProgress', () => {
  it('reads a record as stored; one from before drafts were kept has none', () => {
    // `good` is a record as the first progress store wrote it: no drafts field.
    expect(readLessonProgress(structuredClone(good))).toEqual({ ...good, drafts: [] });
    const drafted = {
      ...good,
      drafts: [{ step: 'b', text: '{"format":"keyscope.design"}', at: 7 }]
    };
    expect(readLessonProgress(structuredClone(drafted))).toEqual(drafted);
  });

  it.each([
    ['drafts as an object', {}],
    ['a draft without a step', [{ text: 'x', at: 1 }]],
    ['a draft whose text is not text', [{ step: 'b', text: 4, at: 1 }]],
    ['an empty draft', [{ step: 'b', text: '', at: 1 }]],
    ['a draft too long', [{ step: 'b', text: 'x'.repeat(MAX_DRAFT_CHARS + 1), at: 1 }]],
    ['a draft without a time', [{ step: 'b', text: 'x' }]],
    ['a draft that is text', ['draft']]
  ])('leaves out %s and keeps the rest of the record', (_n, drafts) => {
    const kept = { step: 'a', text: 'kept', at: 2 };
    const raw = {
      ...good,
      drafts: Array.isArray(drafts) ? [...drafts, kept] : drafts
    };
    expect(readLessonProgress(raw)).toEqual({
      ...good,
      drafts: Array.isArray(drafts) ? [kept] : []
    });
  });

  it('keeps one draft per step, the first', () => {
    const raw = {
      ...good,
      drafts: [
        { step: 'a', text: 'one', at: 1 },
        { step: 'a', text: 'two', at: 2 }
      ]
    };
    expect(readLessonProgress(raw)?.drafts).toEqual([{ step: 'a', text: 'one', at: 1 }]);
  });

  it('keeps one pass per step', () => {
    const twice = {
      ...good,
      passed: [
        { step: 'a', at: 5 },
        { step: 'a', at: 9 }
      ]
    };
    expect(readLessonProgress(twice)?.passed).toEqual([{ step: 'a', at: 5 }]);
  });

  it.each([
    ['nothing', undefined],
    ['text', 'progress'],
    ['no lesson id', { ...good, lessonId: '' }],
    ['a current step of the wrong type', { ...good, currentStep: 3 }],
    ['passed as an object', { ...good, passed: {} }],
    ['a pass without a time', { ...good, passed: [{ step: 'a' }] }],
    ['a negative time', { ...good, startedAt: -1 }],
    ['a finish that is text', { ...good, finishedAt: 'yesterday' }],
    ['an infinite time', { ...good, updatedAt: Infinity }]
  ])('reads %s as no progress', (_n, raw) => {
    expect(readLessonProgress(raw)).toBeNull();
  });
});
