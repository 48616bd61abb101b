import type { Finding } from '../model/finding.ts';
import type { FindingCount } from '../findings/count-findings.ts';
import type { PatternRun } from '../query/run-access-pattern.ts';
import type { TableSummary } from './summarize-analysis.ts';

/**
 * Everything the page keeps of an analysis held elsewhere (the worker): small and
 * structured-cloneable whatever the item count.
 */
export interface AnalysisSummary {
  readonly tables: readonly TableSummary[];
  /** The first findings; pages of findings reach the rest. */
  readonly findings: readonly Finding[];
  readonly findingCount: number;
  /** Every finding counted by severity and code. */
  readonly findingCounts: readonly FindingCount[];
  /** Access pattern runs, each with its first result entries only, their items reduced to identity. */
  readonly patternRuns: readonly PatternRun[];
}
