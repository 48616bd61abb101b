import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { HeatKey, HeatReport } from '../heat/heat-types.ts';
import type { Design } from '../model/design.ts';
import { cacheAdvice } from './cache-advice.ts';
import { HEADROOM, type Fix } from './fix.ts';
import { indexFix } from './index-fix.ts';
import { keyAttributeFix } from './key-attribute-fix.ts';
import { shardFixes } from './shard-fixes.ts';

/** Which key of which heat view to fix. */
export interface FixTarget {
  /** The view, as in HeatReport.views. */
  readonly view: number;
  /** The key's text (HeatKey.text). */
  readonly key: string;
}

/**
 * Fixes for a hot key, each one edit to preview and apply: write sharding with a calculated
 * suffix and with a random one (shard count from the load; what each costs the readers),
 * another attribute in the partition key, and a global secondary index that moves the hot read
 * to a key with more values, and for a hot read key a cache (advice outside the design, with no
 * edit). In the order made: rankFixes orders them by what they do. Without a target, for the peak key of every table and index that
 * is near or over a partition's ceiling (HEADROOM). Fixes that cannot help are left out.
 *
 * @example
 * suggestFixes(design, analysis, heatReport(design, analysis))[0]?.title;
 * // 'Shard UserGameMapping’s PK 3 ways, by a hash of username'
 */
export function suggestFixes(
  design: Design,
  analysis: DesignAnalysis,
  report: HeatReport,
  target?: FixTarget
): Fix[] {
  const targets: { view: number; key: HeatKey }[] = [];
  if (target) {
    const key = report.views[target.view]?.keys.find((k) => k.text === target.key);
    if (key) targets.push({ view: target.view, key });
  } else
    report.views.forEach((v, view) => {
      const top = v.keys[0];
      if (top && top.utilization > HEADROOM) targets.push({ view, key: top });
    });
  return targets.flatMap(({ view, key }) => {
    const hv = report.views[view]!;
    const ta = analysis.tables[hv.table];
    if (!ta || key.collection < 0) return [];
    const at = { design, analysis, table: ta, heat: hv, viewIndex: view, key };
    return [...shardFixes(at), ...keyAttributeFix(at), ...indexFix(at), ...cacheAdvice(at)];
  });
}
