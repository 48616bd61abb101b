import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { Design } from '../model/design.ts';
import { runAccessPattern } from '../query/run-access-pattern.ts';
import { parseTemplate } from '../templates/parse-template.ts';

/** How one access pattern is answered by a design. */
export interface PatternStatus {
  readonly name: string;
  /**
   * `answered`: one Query returning its expected items; `multiplied`: one Query per shard of a
   * sharded key, merged by the reader (a scatter-gather); `broken`: no Query answers it.
   */
  readonly state: 'answered' | 'multiplied' | 'broken';
  /** Queries one request takes: 1, or the shard count of a scatter-gather. */
  readonly queries: number;
  /** Why it is broken ('' otherwise), as the access patterns panel says it. */
  readonly problem: string;
}

/**
 * Every access pattern's status in a design: run as its one Query (runAccessPattern), and a
 * pattern whose partition key carries a write-sharding suffix it cannot compute (a random one,
 * or a calculated one from a value it is not given) needs one Query per shard.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-sharding.html
 *
 * @example
 * patternStatuses(design, analyzeDesign(design))[0]; // { name, state: 'answered', queries: 1, problem: '' }
 */
export function patternStatuses(design: Design, analysis: DesignAnalysis): PatternStatus[] {
  return design.accessPatterns.map((p) => {
    const run = runAccessPattern(analysis, p);
    if (!run.ok || run.operation !== 'query') {
      const why = run.operation === 'scan' ? `it needs a Scan: ${run.problem}` : run.problem;
      return { name: p.name, state: 'broken', queries: 1, problem: why };
    }
    const pk = parseTemplate(p.partitionKey);
    const fields = pk.ok ? pk.template.fields : [];
    let queries = 1;
    design.entities.forEach((e) => {
      const s = design.workload?.entities.find((l) => l.entity === e.name)?.sharding;
      if (!s || e.table !== p.table || !fields.includes(s.attribute)) return;
      const targeted =
        s.suffix === 'calculated' &&
        s.from !== undefined &&
        Object.prototype.hasOwnProperty.call(p.parameters, s.from);
      if (!targeted) queries = Math.max(queries, s.count);
    });
    return queries > 1
      ? { name: p.name, state: 'multiplied', queries, problem: '' }
      : { name: p.name, state: 'answered', queries: 1, problem: '' };
  });
}
