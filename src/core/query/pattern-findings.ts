import type { Design } from '../model/design.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { runAccessPattern, type PatternRun } from './run-access-pattern.ts';
import type { DesignAnalysis } from '../analysis/analyze-design.ts';

/** One access pattern's run, as the check report lists it. */
export interface PatternReport {
  readonly name: string;
  readonly operation: PatternRun['operation'];
  readonly table: string;
  readonly index: string | null;
  readonly count: number;
  readonly capacityUnits: number;
  readonly entities: readonly (string | null)[];
  readonly ok: boolean;
  readonly problem: string;
}

/**
 * Run every access pattern of the design as the one Query it describes and
 * warn about the ones that would need a Scan or no longer return their
 * expected entities — what a template edit most often breaks. `runs`, when the
 * caller has run the patterns already (the studio's session keeps them), are
 * read instead of running each again.
 */
export function patternFindings(
  design: Design,
  analysis: DesignAnalysis,
  runs?: readonly PatternRun[]
): { reports: PatternReport[]; findings: Finding[] } {
  const reports: PatternReport[] = [];
  const findings: Finding[] = [];
  design.accessPatterns.forEach((pattern, i) => {
    const run = runs?.[i] ?? runAccessPattern(analysis, pattern);
    reports.push({
      name: pattern.name,
      operation: run.operation,
      table: pattern.table,
      index: pattern.index,
      count: run.count,
      capacityUnits: run.capacityUnits,
      entities: run.entities,
      ok: run.ok,
      problem: run.problem
    });
    if (run.ok) return;
    findings.push({
      severity: 'warning',
      code: run.operation === 'scan' ? 'pattern.needs-scan' : 'pattern.unexpected-result',
      message: `access pattern "${pattern.name}" ${run.operation === 'scan' ? 'cannot be one Query' : 'does not do its job'}: ${run.problem}`,
      path: joinPath('$.accessPatterns', i)
    });
  });
  return { reports, findings };
}
