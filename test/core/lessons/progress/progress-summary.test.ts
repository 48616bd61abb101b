import { describe, expect, it } from 'vitest';
import { progressSummary } from '../../../../src/core/lessons/progress/progress-summary.ts';
import type { LessonProgress } from '../../../../src/core/lessons/progress/lesson-progress.ts';

const lesson = { steps: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] };
const progress = (p: Partial<LessonProgress>): LessonProgress => ({
  lessonId: 'l',
  currentStep: null,
  passed: [],
  startedAt: 1,
  finishedAt: null,
  updatedAt: 1,
  drafts: [],
  ...p
});

describe('progressSummary', () => {
  it.each<[string, LessonProgress | null, object]>([
    [
      'no progress',
      null,
      {
        passed: [false, false, false],
        passedCount: 0,
        current: 0,
        finished: false,
        startedAt: null
      }
    ],
    [
      'on step b',
      progress({ currentStep: 'b', passed: [{ step: 'a', at: 2 }] }),
      { passed: [true, false, false], current: 1, passedCount: 1 }
    ],
    [
      'a step that is gone',
      progress({
        currentStep: 'zz',
        passed: [
          { step: 'zz', at: 2 },
          { step: 'a', at: 3 }
        ]
      }),
      { passed: [true, false, false], current: 1, passedCount: 1 }
    ],
    [
      'all passed',
      progress({ passed: ['a', 'b', 'c'].map((step) => ({ step, at: 4 })), finishedAt: 4 }),
      { finished: true, current: 0, finishedAt: 4 }
    ]
  ])('%s', (_n, p, expected) => {
    expect(progressSummary(p, lesson)).toMatchObject(expected);
  });
});
