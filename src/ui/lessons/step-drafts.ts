import { importDesignText } from '../../core/formats/import-design-text.ts';
import { nativeDesign } from '../../core/formats/native-design.ts';
import type { StepDraft } from '../../core/lessons/progress/lesson-progress.ts';
import type { ResolvedStep } from '../../core/lessons/resolve-lesson.ts';
import type { Design } from '../../core/model/design.ts';

/**
 * What a learner left on each step of one lesson: the designs to reopen the steps with (kept as
 * they move between steps, and read from the drafts their progress holds), and which draft text
 * the progress store has, so a draft is written only when it changes. A step as it began has no
 * draft. Plain data for LessonSession; nothing renders it.
 */
export class StepDrafts {
  readonly #designs = new Map<string, Design>();
  /** The draft text the store holds for each step. */
  readonly #written = new Map<string, string>();
  /** Each step's starting design as native text, made when first compared. */
  readonly #startText = new Map<string, string>();

  /** Drafts from the progress record, read as any design file is (a damaged one is ignored). */
  constructor(steps: readonly ResolvedStep[], drafts: readonly StepDraft[]) {
    for (const d of drafts) {
      if (!steps.some((s) => s.step.id === d.step)) continue;
      const loaded = importDesignText(d.text, 'the step as you left it');
      if (!loaded.ok) continue;
      this.#designs.set(d.step, loaded.design);
      this.#written.set(d.step, d.text);
    }
  }

  /** The design the learner left on a step, if any. */
  get(step: string): Design | undefined {
    return this.#designs.get(step);
  }

  /** The learner leaves a step with `design` on it. */
  set(step: string, design: Design): void {
    this.#designs.set(step, design);
  }

  /** The step starts again from its start. */
  forget(step: string): void {
    this.#designs.delete(step);
  }

  clear(): void {
    this.#designs.clear();
    this.#written.clear();
  }

  /**
   * The draft to store for `step` with `design` on it: its text, null to drop the stored one
   * (the design is the step's start), or undefined when the store already has it.
   */
  toWrite(step: ResolvedStep, design: Design): string | null | undefined {
    const id = step.step.id;
    let start = this.#startText.get(id);
    if (start === undefined) this.#startText.set(id, (start = designText(step.start)));
    const text = design === step.start ? null : designText(design);
    const kept = text === start ? null : text;
    if (kept === (this.#written.get(id) ?? null)) return undefined;
    if (kept === null) this.#written.delete(id);
    else this.#written.set(id, kept);
    return kept;
  }
}

/** A design as the native format's text, as the library and exports write it. */
function designText(design: Design): string {
  return JSON.stringify(nativeDesign(design));
}
