import type { AnalysisSession } from './analysis-session.ts';
import type { AnalysisSummary } from './analysis-summary.ts';

/**
 * The questions the studio asks an analysis: AnalysisSession's methods that answer with plain,
 * structured-cloneable data, so the page and the analysis worker can both answer them.
 */
export type Question =
  | 'window'
  | 'locate'
  | 'item'
  | 'findingItem'
  | 'findings'
  | 'heat'
  | 'fixes'
  | 'preview'
  | 'entityGraph'
  | 'itemGraph'
  | 'graphLights'
  | 'entityCollections'
  | 'largestCollections';

/**
 * One analysis as the studio reads it, wherever it is held: each question is the session's
 * method of that name, answered asynchronously, or null when the answer belongs to another
 * analysis than this port's (the caller asks the newer port again) or the worker went away.
 * The page's port runs its own session; the worker's sends `{question, args}`.
 */
export type AnalysisPort = {
  readonly [Q in Question]: (
    ...args: Parameters<AnalysisSession[Q]>
  ) => Promise<ReturnType<AnalysisSession[Q]> | null>;
} & {
  /** Changes whenever the analysis does. */
  readonly revision: number;
  /** What the page keeps at hand: the tables' summaries and the finding counts. */
  readonly summary: Pick<AnalysisSummary, 'tables' | 'findingCount' | 'findingCounts'>;
  /** The session itself when it is on the page (for work timed on the page, see HeatState). */
  readonly local: AnalysisSession | null;
};
