import type { HeatReport } from '../heat/heat-types.ts';
import type { PatternStatus } from './pattern-status.ts';

/** The hottest key of a design, wherever it is. */
export interface PeakKey {
  /** "table Shop" or "index ByorderId". */
  readonly where: string;
  readonly key: string;
  /** Its share of one partition's throughput (1 is the ceiling). */
  readonly utilization: number;
}

/** What a design looks like after a fix: its peak and every access pattern's status. */
export interface FixOutcome {
  readonly peak: PeakKey | null;
  readonly patterns: readonly PatternStatus[];
  /** The peak is over a partition's ceiling. */
  readonly over: boolean;
  /** Patterns answered before that are broken after (names). */
  readonly breaks: readonly string[];
  /** Patterns that take more Queries per request than before (names). */
  readonly multiplies: readonly string[];
  /** Under the ceiling with no pattern broken or multiplied: the fix fixes. */
  readonly fixes: boolean;
}

/**
 * Judge a design after a fix against the design before it: its peak over every table and index
 * (over the ceiling: more than one partition's 3,000 read or 1,000 write units per second, in
 * shares), and which access patterns it breaks or turns into a scatter-gather. A pattern broken
 * before counts against no fix.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
 *
 * @example
 * fixOutcome(heatAfter, patternStatuses(after, analysisAfter), patternStatuses(before, analysisBefore)).fixes;
 */
export function fixOutcome(
  heat: HeatReport,
  after: readonly PatternStatus[],
  before: readonly PatternStatus[]
): FixOutcome {
  let peak: PeakKey | null = null;
  for (const v of heat.views) {
    const k = v.keys[0];
    if (k && (!peak || k.utilization > peak.utilization))
      peak = {
        where: v.index === null ? `table ${v.tableName}` : `index ${v.index}`,
        key: k.text,
        utilization: k.utilization
      };
  }
  const was = new Map(before.map((s) => [s.name, s]));
  const breaks: string[] = [];
  const multiplies: string[] = [];
  for (const s of after) {
    const old = was.get(s.name);
    if (old?.state === 'broken') continue;
    if (s.state === 'broken') breaks.push(s.name);
    else if (s.queries > (old?.queries ?? 1)) multiplies.push(s.name);
  }
  const over = (peak?.utilization ?? 0) > 1;
  return {
    peak,
    patterns: after,
    over,
    breaks,
    multiplies,
    fixes: !over && breaks.length === 0 && multiplies.length === 0
  };
}
