import type { Finding } from '../core/model/finding.ts';
import type { PatternRun } from '../core/query/run-access-pattern.ts';
import type { TableSummary } from '../core/studio/summarize-analysis.ts';
import type { Located, RowTarget, RowWindow } from '../core/studio/view-window.ts';
import type { WireDesign } from './wire-design.ts';

/** Stages of a worker run, as the page shows them. */
export type AnalysisPhase = 'starting' | 'generating' | 'analysing' | 'summarising';

/** Collapsed collections, as the page sends them. */
export interface WireCollapse {
  readonly all: boolean;
  readonly toggled: readonly string[];
}

/** Which rows of which view. */
export interface RowQuery {
  readonly table: number;
  readonly view: number;
  readonly collapse: WireCollapse;
}

/** What the page asks the analysis worker. */
export type WorkerRequest =
  | { readonly kind: 'analyse'; readonly id: number; readonly wire: WireDesign }
  | {
      readonly kind: 'rows';
      readonly id: number;
      readonly query: RowQuery;
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly kind: 'locate';
      readonly id: number;
      readonly query: RowQuery;
      readonly target: RowTarget;
    };

/** Everything the page keeps of an analysis the worker holds: small whatever the item count. */
export interface AnalysisSummary {
  readonly tables: readonly TableSummary[];
  /** The first findings (at most FINDINGS_SENT); `findingCount` has them all. */
  readonly findings: readonly Finding[];
  readonly findingCount: number;
  /** Access pattern runs, each with its first result entries only. */
  readonly patternRuns: readonly PatternRun[];
}

/** What the analysis worker posts back for request `id` (`rev` = the analysis it read). */
export type WorkerReply =
  | {
      readonly id: number;
      readonly kind: 'progress';
      readonly phase: AnalysisPhase;
      readonly fraction: number;
    }
  | { readonly id: number; readonly kind: 'done'; readonly summary: AnalysisSummary }
  | { readonly id: number; readonly kind: 'rows'; readonly rev: number; readonly window: RowWindow }
  | {
      readonly id: number;
      readonly kind: 'located';
      readonly rev: number;
      readonly located: Located | null;
    }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };
