import { evaluateChecks, type CheckOutcome } from '../../core/lessons/checks/evaluate-checks.ts';
import { stepChecks } from '../../core/lessons/checks/step-checks.ts';
import type { Lesson } from '../../core/lessons/lesson.ts';
import { encodeLessonLink } from '../../core/lessons/encode-lesson-link.ts';
import {
  presenterReducer,
  presenterStart,
  type PresenterAction,
  type PresenterState
} from '../../core/lessons/presenter/presenter.ts';
import type { LessonProgress } from '../../core/lessons/progress/lesson-progress.ts';
import { passStep } from '../../core/lessons/progress/pass-step.ts';
import {
  progressSummary,
  type ProgressSummary
} from '../../core/lessons/progress/progress-summary.ts';
import { visitStep } from '../../core/lessons/progress/visit-step.ts';
import { presenterSteps } from '../../core/lessons/presenter/presenter-steps.ts';
import type { ResolvedStep } from '../../core/lessons/resolve-lesson.ts';
import type { Design } from '../../core/model/design.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import { browserTimers } from './browser-timers.ts';
import { CHECK_DELAY_MS } from './check-delay-ms.ts';
import { errorMessage } from './error-message.ts';
import type { LessonSessionOptions } from './lesson-session-options.ts';
import type { ProgressWriter } from './progress-writer.ts';
import { StepDrafts } from './step-drafts.ts';
import type { Timers } from './timers.ts';

/**
 * One open lesson in the studio: which step is shown (the presenter state machine, used in and
 * out of presenter mode), the learner's designs, the checks' outcomes on the studio's design
 * and the learner's progress. Each step's design is the studio's design: moving to a step opens
 * its start (or what the learner left there), the solution is shown with the learner's design
 * set aside, and checks run a moment after the last edit (`watch`), off the keystroke's path.
 * Every check green on the learner's own design passes the step. What the learner left on a
 * step is kept with the progress too (as native design text, when the checks run), so a reload
 * or another visit opens the step as they left it; "Start the step again" forgets it.
 */
export class LessonSession {
  readonly lesson: Lesson;
  readonly steps: readonly ResolvedStep[];
  readonly linkable: boolean;
  readonly drafted: boolean;
  presenter = $state.raw<PresenterState>(presenterStart([]));
  presenting = $state(false);
  progress = $state.raw<LessonProgress | null>(null);
  readonly summary: ProgressSummary;
  /** The checks on the design last evaluated; null until the first run. */
  outcomes = $state.raw<readonly CheckOutcome[] | null>(null);
  /** Why the checks are not run now (the design is analysed in the worker), or null. */
  paused = $state<string | null>(null);
  /** A storage failure to show (progress is then kept for this visit only). */
  problem = $state<string | null>(null);

  readonly #studio: StudioState;
  readonly #store: ProgressWriter | null;
  readonly #setLink: (fragment: string | null) => void;
  readonly #now: () => number;
  readonly #timers: Timers;
  readonly #delay: number;
  /** The learner's design while the solution is shown. */
  #aside: Design | null = null;
  /** What the learner left on each step, and what the store holds of it. */
  readonly #drafts: StepDrafts;
  /** The design the checks last ran on. */
  #evaluated: Design | null = null;

  constructor(options: LessonSessionOptions) {
    this.#studio = options.studio;
    this.lesson = options.lesson;
    this.steps = options.steps;
    this.linkable = options.linkable;
    this.drafted = options.drafted ?? false;
    this.#store = options.progress;
    this.#setLink = options.setLink ?? (() => {});
    this.#now = options.now ?? Date.now;
    this.#timers = options.timers ?? browserTimers;
    this.#delay = options.delayMs ?? CHECK_DELAY_MS;
    this.progress = options.record;
    this.summary = $derived(progressSummary(this.progress, this.lesson));
    this.#drafts = new StepDrafts(this.steps, options.record?.drafts ?? []);
    const start = options.step ?? progressSummary(options.record, this.lesson).current;
    this.presenter = presenterStart(presenterSteps(this.steps), start);
    this.#enter(null);
  }

  /** The step shown, from 0. */
  get index(): number {
    return this.presenter.step;
  }

  get current(): ResolvedStep {
    return this.steps[this.presenter.step]!;
  }

  /** Whether the studio shows the step's solution rather than the learner's design. */
  get solutionShown(): boolean {
    return this.presenter.solutionShown;
  }

  /** Every check passes on the design shown. */
  get allPass(): boolean {
    return !!this.outcomes && this.outcomes.length > 0 && this.outcomes.every((o) => o.pass);
  }

  /**
   * Do what a presenter action (a key, a button) asks: move to a step, show or hide the hint or
   * the solution, reset the step, run the timer. Returns whether anything changed.
   */
  act(action: PresenterAction): boolean {
    const leaving = this.current.step.id;
    const { state, load } = presenterReducer(this.presenter, action, this.#now());
    if (state === this.presenter && load === null) return false;
    const moved = state.step !== this.presenter.step;
    if (moved) this.#drafts.set(leaving, this.#aside ?? this.#studio.design ?? this.current.start);
    if (moved || action.type === 'reset-step') this.#aside = null;
    this.presenter = state;
    if (load === 'start') this.#enter(action.type === 'reset-step' ? 'reset' : null);
    else if (load === 'solution') {
      this.#aside = this.#studio.design;
      this.#show(this.current.solution!, 'solution');
    } else if (load === 'restore') {
      const back = this.#aside ?? this.#drafts.get(this.current.step.id) ?? this.current.start;
      this.#aside = null;
      this.#show(back, null);
    }
    return true;
  }

  /** Go to step `index` (from 0). */
  go(index: number): void {
    this.act({ type: 'go', step: index });
  }

  /**
   * The studio's design changed: run the checks `delayMs` after the last change. Returns the
   * cleanup that cancels a pending run (an `$effect`'s teardown).
   */
  watch(design: Design | null): () => void {
    if (!design) return () => {};
    if (design === this.#evaluated) return () => {};
    const handle = this.#timers.set(() => this.evaluate(), this.#delay);
    return () => this.#timers.clear(handle);
  }

  /**
   * Run the step's checks on the studio's design now, with the studio's own analysis, and pass
   * the step when all are green on the learner's design (never on a revealed solution).
   */
  evaluate(): void {
    const studio = this.#studio;
    const design = studio.design;
    if (!design) return;
    this.#evaluated = design;
    if (studio.useWorker) {
      this.outcomes = null;
      this.paused =
        'Checks wait while the design is this large: it is analysed in the background. Remove the generated items to check it.';
      return;
    }
    this.paused = null;
    const started = performance.now();
    this.outcomes = evaluateChecks(
      stepChecks(this.current.step.checks),
      design,
      studio.pageAnalysis ?? undefined
    );
    // For test/bench/lesson-bench.ts: what the checks cost, apart from the keystroke's update.
    performance.measure('keyscope:lesson-checks', { start: started });
    if (this.allPass && !this.solutionShown && !this.summary.passed[this.index]) this.#pass();
    if (!this.solutionShown) this.#keepDraft();
  }

  /** Forget the lesson's progress and start again from step 1's starting design. */
  async startOver(): Promise<void> {
    this.#drafts.clear();
    this.#aside = null;
    this.progress = null;
    await this.#write((s) => s.reset(this.lesson.id));
    this.presenter = presenterStart(this.presenter.steps, 0);
    this.#enter('reset');
  }

  /** The address of this step, for handing out (built-in lessons only). */
  link(base: string): string | null {
    return this.linkable ? `${base}${encodeLessonLink(this.lesson.id, this.index)}` : null;
  }

  /** The lesson is closed: the address bar no longer names it. */
  dispose(): void {
    if (this.linkable) this.#setLink(null);
  }

  /** Open the current step: what the learner left there, or (reset) its starting design. */
  #enter(why: 'reset' | null): void {
    const step = this.current;
    if (why === 'reset') this.#drafts.forget(step.step.id);
    this.#show(this.#drafts.get(step.step.id) ?? step.start, null);
    if (this.linkable) this.#setLink(encodeLessonLink(this.lesson.id, this.index));
    this.progress = visitStep(this.progress, this.lesson.id, step.step.id, this.#now());
    void this.#write((s) => s.visit(this.lesson.id, step.step.id));
  }

  #show(design: Design, what: 'solution' | null): void {
    const step = this.index + 1;
    const label = `Lesson: ${this.lesson.title}, step ${step}${what ? ` (${what})` : ''}`;
    this.#studio.open(design, label);
    this.outcomes = null;
    this.evaluate();
  }

  /** Keep what the learner has on this step with the progress (none while it is as it began). */
  #keepDraft(): void {
    const design = this.#studio.authored;
    if (!design) return;
    const id = this.current.step.id;
    const text = this.#drafts.toWrite(this.current, design);
    if (text !== undefined) void this.#write((s) => s.draft(this.lesson.id, id, text));
  }

  #pass(): void {
    const ids = this.lesson.steps.map((s) => s.id);
    const id = this.current.step.id;
    this.progress = passStep(this.progress, this.lesson.id, id, ids, this.#now());
    void this.#write((s) => s.pass(this.lesson.id, id, ids));
  }

  /**
   * Write to the store. The page's copy of the progress is already updated with the same pure
   * update the store applies, so what the store answers is not read back (two writes in flight
   * would otherwise show an older answer for a moment).
   */
  async #write(run: (store: ProgressWriter) => Promise<unknown>): Promise<void> {
    if (!this.#store) return;
    try {
      await run(this.#store);
      this.problem = null;
    } catch (e) {
      this.problem = `Progress is not saved: ${errorMessage(e)} It is kept until the page is closed.`;
    }
  }
}
