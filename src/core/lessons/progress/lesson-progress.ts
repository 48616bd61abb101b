/**
 * A learner's progress through one lesson, as the library database stores it (store
 * `progress`, one record per lesson) and the pure updates here change it. Steps are named by id,
 * so a lesson whose steps are reordered or added to keeps what was done.
 * @module
 */
export interface LessonProgress {
  readonly lessonId: string;
  /** The step the learner is on, or null before the first visit. */
  readonly currentStep: string | null;
  /** Steps passed (every check green at once), in the order they were, with when. */
  readonly passed: readonly { readonly step: string; readonly at: number }[];
  /** Milliseconds since the epoch, from the caller's clock. */
  readonly startedAt: number;
  /** When every step had passed, or null. */
  readonly finishedAt: number | null;
  readonly updatedAt: number;
  /**
   * What the learner left on a step, as native design text (loaded, validated and migrated like
   * any design file when the step opens again); a step the learner has not changed has none.
   * Records from before drafts were kept have none.
   */
  readonly drafts: readonly StepDraft[];
}

export interface StepDraft {
  readonly step: string;
  readonly text: string;
  readonly at: number;
}
