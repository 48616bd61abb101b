import type { DesignAnalysis } from '../core/analysis/analyze-design.ts';

/** Stages of a worker run, as the page shows them. */
export type AnalysisPhase = 'starting' | 'analysing' | 'returning';

/** What the analysis worker posts back for request `id`. */
export type WorkerReply =
  | { readonly id: number; readonly kind: 'progress'; readonly phase: AnalysisPhase }
  | { readonly id: number; readonly kind: 'done'; readonly analysis: DesignAnalysis }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };
