import { describe, expect, it } from 'vitest';
import { presenterSteps } from '../../../../src/core/lessons/presenter/presenter-steps.ts';
import type { ResolvedStep } from '../../../../src/core/lessons/resolve-lesson.ts';
import { blankDesign } from '../../../../src/core/edits/blank-design.ts';

const design = blankDesign();
const step = (over: Partial<ResolvedStep['step']>): ResolvedStep['step'] =>
  ({
    id: 's',
    title: 'S',
    explanation: 'Read the table.',
    task: 'Do it.',
    checks: [],
    ...over
  }) as ResolvedStep['step'];

describe('presenterSteps', () => {
  it('says which steps have a hint and a solution to reveal, and the view each is about', () => {
    const steps: ResolvedStep[] = [
      { step: step({ hint: 'Look at the keys.' }), start: design, solution: design },
      { step: step({ view: 'graph' }), start: design, solution: null }
    ];
    expect(presenterSteps(steps)).toEqual([
      { hasHint: true, hasSolution: true, view: 'table' },
      { hasHint: false, hasSolution: false, view: 'graph' }
    ]);
  });

  it('gives no step for a lesson with none, and leaves the steps it is given as they were', () => {
    expect(presenterSteps([])).toEqual([]);
    const steps: ResolvedStep[] = [{ step: step({}), start: design, solution: null }];
    const before = structuredClone(steps);
    presenterSteps(steps);
    expect(steps).toEqual(before);
  });
});
