import { describe, expect, it } from 'vitest';
import { passStep } from '../../../../src/core/lessons/progress/pass-step.ts';
import { visitStep } from '../../../../src/core/lessons/progress/visit-step.ts';

const STEPS = ['a', 'b', 'c'];

describe('passStep and visitStep', () => {
  it('starts a lesson on the first visit, and moves the current step', () => {
    const p = visitStep(null, 'l', 'a', 10);
    expect(p).toEqual({
      lessonId: 'l',
      currentStep: 'a',
      passed: [],
      startedAt: 10,
      finishedAt: null,
      updatedAt: 10,
      drafts: []
    });
    const q = visitStep(p, 'l', 'b', 20);
    expect(q).toMatchObject({ currentStep: 'b', startedAt: 10, updatedAt: 20 });
    expect(visitStep(q, 'l', 'b', 30)).toBe(q);
  });

  it('records each pass once, with its time, and finishes when every step has passed', () => {
    let p = passStep(null, 'l', 'b', STEPS, 5);
    expect(p).toMatchObject({
      currentStep: 'b',
      passed: [{ step: 'b', at: 5 }],
      startedAt: 5,
      finishedAt: null
    });
    p = passStep(p, 'l', 'a', STEPS, 6);
    const again = passStep(p, 'l', 'a', STEPS, 7);
    expect(again).toBe(p);
    p = passStep(p, 'l', 'c', STEPS, 8);
    expect(p.passed.map((x) => x.step)).toEqual(['b', 'a', 'c']);
    expect(p.finishedAt).toBe(8);
    expect(passStep(p, 'l', 'd', [...STEPS, 'd'], 9).finishedAt).toBe(8);
  });

  it('does not change the progress it is given', () => {
    const p = visitStep(null, 'l', 'a', 1);
    const copy = structuredClone(p);
    passStep(p, 'l', 'a', STEPS, 2);
    visitStep(p, 'l', 'b', 3);
    expect(p).toEqual(copy);
  });
});
