import type { AnalysisSession } from './analysis-session.ts';
import type { AnalysisSummary } from './analysis-summary.ts';
import type { NOT_QUESTIONS } from './not-questions.ts';

/**
 * The questions the studio asks an analysis: every method of AnalysisSession but those in
 * NOT_QUESTIONS (they answer with plain, structured-cloneable data, so the page and the
 * analysis worker can both answer them). The runtime list is QUESTIONS.
 */
export type Question = Exclude<
  {
    [K in keyof AnalysisSession]: AnalysisSession[K] extends (...args: never[]) => unknown
      ? K
      : never;
  }[keyof AnalysisSession],
  (typeof NOT_QUESTIONS)[number]
>;

/**
 * One analysis as the studio reads it, wherever it is held: each question is the session's
 * method of that name, answered asynchronously, or null when the answer belongs to another
 * analysis than this port's (the caller asks the newer port again) or the worker went away.
 * The page's port runs its own session; the worker's sends `{question, args}`.
 */
export type AnalysisPort = {
  readonly [Q in Question]: (
    ...args: Parameters<AnalysisSession[Q]>
  ) => Promise<Awaited<ReturnType<AnalysisSession[Q]>> | null>;
} & {
  /** Changes whenever the analysis does. */
  readonly revision: number;
  /** What the page keeps at hand: the tables' summaries and the finding counts. */
  readonly summary: Pick<AnalysisSummary, 'tables' | 'findingCount' | 'findingCounts'>;
  /** The session itself when it is on the page (for work timed on the page, see HeatState). */
  readonly local: AnalysisSession | null;
};
