import type { AccessPattern } from '../../core/model/design.ts';
import type { PatternRun } from '../../core/query/run-access-pattern.ts';

/** One line saying how a pattern runs: "One Query on index X · 3 items · 0.5 RCU". */
export function describeRun(pattern: AccessPattern, run: PatternRun): string {
  const how =
    run.operation === 'scan'
      ? `Needs a Scan of table ${pattern.table}`
      : `One Query on ${run.index === null ? `table ${pattern.table}` : `index ${run.index}`}`;
  return `${how} · ${run.count} ${run.count === 1 ? 'item' : 'items'} · ${run.capacityUnits} RCU`;
}
