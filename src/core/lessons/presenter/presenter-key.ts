import { STEP_VIEWS, type StepView } from '../step-view.ts';
import type { PresenterAction } from './presenter.ts';

/** A key press as the page sees it (a KeyboardEvent has these). */
export interface PresenterKeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  /** The focus is in a text field: typing there must not change steps. */
  readonly editable?: boolean;
}

const KEYS: ReadonlyMap<string, PresenterAction> = new Map<string, PresenterAction>([
  ['ArrowRight', { type: 'next' }],
  ['PageDown', { type: 'next' }], // what presentation clickers send
  ['n', { type: 'next' }],
  ['ArrowLeft', { type: 'previous' }],
  ['PageUp', { type: 'previous' }],
  ['p', { type: 'previous' }],
  ['Home', { type: 'first' }],
  ['End', { type: 'last' }],
  ['h', { type: 'toggle-hint' }],
  ['s', { type: 'toggle-solution' }],
  ['r', { type: 'reset-step' }],
  ['t', { type: 'toggle-timer' }],
  ['T', { type: 'reset-timer' }],
  // What the room sees: the digit row, in STEP_VIEWS order.
  ...STEP_VIEWS.map((view, i): [string, PresenterAction] => [String(i + 1), { type: 'show', view }])
]);

/** The presenter key that shows each view ("1" for the task). */
export const VIEW_KEYS: ReadonlyMap<StepView, string> = new Map(
  STEP_VIEWS.map((view, i) => [view, String(i + 1)])
);

/** The keys presenter mode answers, for its help text: key → what it does. */
export const PRESENTER_KEYS: readonly (readonly [string, string])[] = [
  ['→, Page Down or N', 'next step'],
  ['←, Page Up or P', 'previous step'],
  ['Home / End', 'first / last step'],
  ['H', 'show or hide the hint'],
  ['S', 'show the solution, or put the design back'],
  ['R', 'reset the step to its starting design'],
  ['T', 'start or pause the timer'],
  ['Shift+T', 'reset the timer'],
  [
    '1 / 2 / 3 / 4 / 5',
    'show the room the task, the table, the graph, the key templates or the heat'
  ]
];

/**
 * The presenter action a key press means, or null (let the page have it): never with Ctrl, Cmd
 * or Alt held (browser shortcuts), never while typing in a field.
 *
 * @example
 * presenterKey({ key: 'PageDown' }); // { type: 'next' }
 * presenterKey({ key: 'n', editable: true }); // null
 */
export function presenterKey(press: PresenterKeyPress): PresenterAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.editable) return null;
  return KEYS.get(press.key) ?? null;
}
