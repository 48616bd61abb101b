import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  presenterReducer,
  presenterStart,
  timerElapsed,
  type PresenterAction,
  type PresenterState
} from '../../../../src/core/lessons/presenter/presenter.ts';

const STEPS = [
  { hasHint: true, hasSolution: true },
  { hasHint: false, hasSolution: true, view: 'graph' as const },
  { hasHint: true, hasSolution: false, view: 'templates' as const }
];

/** Run actions at the given times from a fresh presenter; the loads asked for, in order. */
function run(actions: readonly [PresenterAction, number][], start = 0) {
  let state: PresenterState = presenterStart(STEPS, start);
  const loads: (string | null)[] = [];
  for (const [action, now] of actions) {
    const u = presenterReducer(state, action, now);
    state = u.state;
    loads.push(u.load);
  }
  return { state, loads };
}

describe('presenter', () => {
  it('starts at the given step, clamped, with nothing revealed, its view shown and the timer at zero', () => {
    expect(presenterStart(STEPS, 1)).toEqual({
      steps: STEPS,
      step: 1,
      hintShown: false,
      solutionShown: false,
      view: 'graph',
      timerBanked: 0,
      timerSince: null
    });
    expect(presenterStart(STEPS, 7).step).toBe(2);
    expect(presenterStart(STEPS, -3)).toMatchObject({ step: 0, view: 'table' });
  });

  it.each<[string, [PresenterAction, number][], Partial<PresenterState>, (string | null)[]]>([
    ['next', [[{ type: 'next' }, 0]], { step: 1 }, ['start']],
    [
      'next past the end',
      [
        [{ type: 'last' }, 0],
        [{ type: 'next' }, 0]
      ],
      { step: 2 },
      ['start', null]
    ],
    ['previous at the start', [[{ type: 'previous' }, 0]], { step: 0 }, [null]],
    [
      'first and last',
      [
        [{ type: 'last' }, 0],
        [{ type: 'first' }, 0]
      ],
      { step: 0 },
      ['start', 'start']
    ],
    ['go to a step', [[{ type: 'go', step: 2 }, 0]], { step: 2 }, ['start']],
    [
      'go nowhere',
      [
        [{ type: 'go', step: 9 }, 0],
        [{ type: 'go', step: 1.5 }, 0],
        [{ type: 'go', step: 0 }, 0]
      ],
      { step: 0 },
      [null, null, null]
    ],
    ['hint shown and hidden', [[{ type: 'toggle-hint' }, 0]], { hintShown: true }, [null]],
    [
      'no hint to show',
      [
        [{ type: 'next' }, 0],
        [{ type: 'toggle-hint' }, 0]
      ],
      { step: 1, hintShown: false },
      ['start', null]
    ],
    ['solution shown', [[{ type: 'toggle-solution' }, 0]], { solutionShown: true }, ['solution']],
    [
      'solution hidden again',
      [
        [{ type: 'toggle-solution' }, 0],
        [{ type: 'toggle-solution' }, 0]
      ],
      { solutionShown: false },
      ['solution', 'restore']
    ],
    [
      'no solution to show',
      [
        [{ type: 'last' }, 0],
        [{ type: 'toggle-solution' }, 0]
      ],
      { solutionShown: false },
      ['start', null]
    ],
    [
      'reset hides what was shown',
      [
        [{ type: 'toggle-hint' }, 0],
        [{ type: 'toggle-solution' }, 0],
        [{ type: 'reset-step' }, 0]
      ],
      { hintShown: false, solutionShown: false },
      [null, 'solution', 'start']
    ],
    [
      'moving hides what was shown',
      [
        [{ type: 'toggle-hint' }, 0],
        [{ type: 'next' }, 0],
        [{ type: 'previous' }, 0]
      ],
      { step: 0, hintShown: false },
      [null, 'start', 'start']
    ],
    ['show the room a view', [[{ type: 'show', view: 'heat' }, 0]], { view: 'heat' }, [null]],
    [
      'show the view already shown',
      [[{ type: 'show', view: 'table' }, 0]],
      { view: 'table' },
      [null]
    ],
    [
      'moving shows the view the step is about',
      [
        [{ type: 'show', view: 'task' }, 0],
        [{ type: 'next' }, 0],
        [{ type: 'show', view: 'table' }, 0],
        [{ type: 'next' }, 0]
      ],
      { step: 2, view: 'templates' },
      [null, 'start', null, 'start']
    ],
    [
      'reset and reveals keep the view',
      [
        [{ type: 'show', view: 'templates' }, 0],
        [{ type: 'toggle-hint' }, 0],
        [{ type: 'toggle-solution' }, 0],
        [{ type: 'reset-step' }, 0]
      ],
      { step: 0, view: 'templates' },
      [null, null, 'solution', 'start']
    ]
  ])('%s', (_name, actions, expected, loads) => {
    const r = run(actions);
    expect(r.state).toMatchObject(expected);
    expect(r.loads).toEqual(loads);
  });

  it('times with the injected clock: start, pause, resume, reset', () => {
    let s = presenterStart(STEPS);
    s = presenterReducer(s, { type: 'toggle-timer' }, 1_000).state;
    expect(timerElapsed(s, 61_000)).toBe(60_000);
    s = presenterReducer(s, { type: 'toggle-timer' }, 31_000).state;
    expect(timerElapsed(s, 999_999)).toBe(30_000);
    s = presenterReducer(s, { type: 'next' }, 40_000).state;
    s = presenterReducer(s, { type: 'toggle-timer' }, 100_000).state;
    expect(timerElapsed(s, 110_000)).toBe(40_000);
    expect(timerElapsed(s, 50_000)).toBe(30_000); // a clock that steps back adds nothing
    s = presenterReducer(s, { type: 'reset-timer' }, 120_000).state;
    expect(timerElapsed(s, 200_000)).toBe(0);
    expect(s.timerSince).toBeNull();
  });

  it('changes nothing for a view already shown', () => {
    const s = presenterStart(STEPS);
    expect(presenterReducer(s, { type: 'show', view: 'table' }, 0).state).toBe(s);
  });

  it('keeps the step in range and never mutates a state, whatever the actions', () => {
    const action = fc.constantFrom<PresenterAction>(
      { type: 'next' },
      { type: 'previous' },
      { type: 'first' },
      { type: 'last' },
      { type: 'go', step: 1 },
      { type: 'go', step: -1 },
      { type: 'toggle-hint' },
      { type: 'toggle-solution' },
      { type: 'reset-step' },
      { type: 'show', view: 'graph' },
      { type: 'show', view: 'task' },
      { type: 'toggle-timer' },
      { type: 'reset-timer' }
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(action, fc.nat(1_000_000))), (actions) => {
        let s = presenterStart(STEPS);
        let now = 0;
        for (const [a, dt] of actions) {
          now += dt;
          const before = JSON.stringify(s);
          const u = presenterReducer(s, a, now);
          expect(JSON.stringify(s)).toBe(before);
          s = u.state;
          expect(s.step).toBeGreaterThanOrEqual(0);
          expect(s.step).toBeLessThan(STEPS.length);
          if (s.hintShown) expect(STEPS[s.step]!.hasHint).toBe(true);
          if (s.solutionShown) expect(STEPS[s.step]!.hasSolution).toBe(true);
          expect(timerElapsed(s, now)).toBeGreaterThanOrEqual(0);
        }
      }),
      { seed: 14, numRuns: 300 }
    );
  });
});
