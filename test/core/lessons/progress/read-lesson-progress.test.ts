import { describe, expect, it } from 'vitest';
import { readLessonProgress } from '../../../../src/core/lessons/progress/read-lesson-progress.ts';

const good = {
  lessonId: 'gaming-keys',
  currentStep: 'b',
  passed: [{ step: 'a', at: 5 }],
  startedAt: 1,
  finishedAt: null,
  updatedAt: 5
};

describe('readLessonProgress', () => {
  it('reads a record as stored', () => {
    expect(readLessonProgress(structuredClone(good))).toEqual(good);
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
