/**
 * What presenter mode shows the room beside a step's task and checks: the step's text alone
 * (`task`, explanation included), the table view, the graph, the heat view or the design
 * editor's key templates. In the order of their presenter keys (1 to 5).
 */
export const STEP_VIEWS = ['task', 'table', 'graph', 'templates', 'heat'] as const;

export type StepView = (typeof STEP_VIEWS)[number];

/** Whether `value` names a step view (a lesson file's `view`). */
export function isStepView(value: unknown): value is StepView {
  return (STEP_VIEWS as readonly unknown[]).includes(value);
}

/** What of a lesson step (`LessonStep`) its view is read from. */
export interface StepViewSource {
  readonly view?: StepView;
  readonly explanation: string;
  readonly task: string;
  readonly checks: readonly { readonly kind: string }[];
}

/** "graph" as a word of the step's text: the step reads the design as a graph. */
const GRAPH_WORD = /\bgraphs?\b/i;

/**
 * The view a step is about: its `view` when the lesson says, else read from the step: a step
 * checking heat (`no-hot-partition`) is about the heat view, one whose text speaks of a graph
 * about the graph, any other about the table view, where keys and item collections show.
 *
 * @example
 * stepView({ ...step, view: 'templates' }); // 'templates'
 * stepView({ ...step, explanation: 'Read the table as a graph.' }); // 'graph'
 */
export function stepView(step: StepViewSource): StepView {
  if (step.view !== undefined) return step.view;
  if (step.checks.some((c) => c.kind === 'no-hot-partition')) return 'heat';
  if (GRAPH_WORD.test(step.explanation) || GRAPH_WORD.test(step.task)) return 'graph';
  return 'table';
}
