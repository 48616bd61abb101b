import type { StepView } from '../step-view.ts';

/**
 * Presenter mode as a pure state machine: which step is shown, whether its hint and solution
 * are revealed, what the room sees beside the task, and a timer read from an injected clock. The page keeps a `PresenterState`,
 * feeds it actions (from `presenterKey` or buttons) with the time, and does what the update's
 * `load` says to the studio's design.
 * @module
 */

export interface PresenterStep {
  readonly hasHint: boolean;
  readonly hasSolution: boolean;
  /** The view the step is about (`stepView`), shown when the step opens; the table when absent. */
  readonly view?: StepView;
}

export interface PresenterState {
  readonly steps: readonly PresenterStep[];
  /** The step shown, from 0. */
  readonly step: number;
  readonly hintShown: boolean;
  readonly solutionShown: boolean;
  /** What the room sees beside the task (presenter mode's layout). */
  readonly view: StepView;
  /** Milliseconds the timer ran before its current run. */
  readonly timerBanked: number;
  /** When the current run started (the injected clock's time), or null while stopped. */
  readonly timerSince: number | null;
}

export type PresenterAction =
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'first' }
  | { readonly type: 'last' }
  | { readonly type: 'go'; readonly step: number }
  /** Show the hint, or hide it again. */
  | { readonly type: 'toggle-hint' }
  /** Show the solution, or put the learner's design back. */
  | { readonly type: 'toggle-solution' }
  | { readonly type: 'reset-step' }
  /** Show the room another view beside the task. */
  | { readonly type: 'show'; readonly view: StepView }
  | { readonly type: 'toggle-timer' }
  | { readonly type: 'reset-timer' };

export interface PresenterUpdate {
  readonly state: PresenterState;
  /**
   * What the studio shows next: the step's starting design, its solution (keep the learner's
   * design aside first), the design the solution replaced (`restore`), or no change (null).
   */
  readonly load: 'start' | 'solution' | 'restore' | null;
}

/**
 * A presenter at step `step` (clamped), showing the view that step is about, hint and solution
 * hidden, timer stopped at zero.
 *
 * @example
 * presenterStart(lesson.steps.map((s) => ({ hasHint: !!s.hint, hasSolution: !!s.solution })), 2);
 */
export function presenterStart(steps: readonly PresenterStep[], step = 0): PresenterState {
  const at = Math.max(0, Math.min(step, steps.length - 1));
  return {
    steps,
    step: at,
    hintShown: false,
    solutionShown: false,
    view: viewOf(steps, at),
    timerBanked: 0,
    timerSince: null
  };
}

/**
 * The next state after an action at time `now` (milliseconds, from the caller's clock). Moving
 * to another step hides hint and solution, shows the view that step is about and loads its
 * start; moving past either end changes nothing. Revealing what a step does not have changes nothing.
 *
 * @example
 * let s = presenterStart(steps);
 * ({ state: s } = presenterReducer(s, { type: 'toggle-timer' }, clock.now()));
 * const { state, load } = presenterReducer(s, { type: 'next' }, clock.now()); // load: 'start'
 */
export function presenterReducer(
  state: PresenterState,
  action: PresenterAction,
  now: number
): PresenterUpdate {
  const last = state.steps.length - 1;
  const same = { state, load: null };
  switch (action.type) {
    case 'next':
      return go(state, state.step + 1);
    case 'previous':
      return go(state, state.step - 1);
    case 'first':
      return go(state, 0);
    case 'last':
      return go(state, last);
    case 'go':
      return go(state, action.step);
    case 'toggle-hint':
      if (!state.steps[state.step]?.hasHint) return same;
      return { state: { ...state, hintShown: !state.hintShown }, load: null };
    case 'toggle-solution':
      if (!state.steps[state.step]?.hasSolution) return same;
      return {
        state: { ...state, solutionShown: !state.solutionShown },
        load: state.solutionShown ? 'restore' : 'solution'
      };
    case 'reset-step':
      return { state: { ...state, hintShown: false, solutionShown: false }, load: 'start' };
    case 'show':
      return action.view === state.view
        ? same
        : { state: { ...state, view: action.view }, load: null };
    case 'toggle-timer':
      return {
        state:
          state.timerSince === null
            ? { ...state, timerSince: now }
            : { ...state, timerBanked: timerElapsed(state, now), timerSince: null },
        load: null
      };
    case 'reset-timer':
      return { state: { ...state, timerBanked: 0, timerSince: null }, load: null };
  }
}

/** Milliseconds on the timer at `now` (never negative, should the clock step back). */
export function timerElapsed(state: PresenterState, now: number): number {
  return state.timerBanked + (state.timerSince === null ? 0 : Math.max(0, now - state.timerSince));
}

function go(state: PresenterState, step: number): PresenterUpdate {
  if (!Number.isInteger(step) || step < 0 || step >= state.steps.length || step === state.step)
    return { state, load: null };
  return {
    state: {
      ...state,
      step,
      hintShown: false,
      solutionShown: false,
      view: viewOf(state.steps, step)
    },
    load: 'start'
  };
}

function viewOf(steps: readonly PresenterStep[], step: number): StepView {
  return steps[step]?.view ?? 'table';
}
