import type { DesignAnalysis, TableAnalysis } from '../analysis/analyze-design.ts';
import { regionPrices } from '../capacity/region-prices.ts';
import type { Design } from '../model/design.ts';
import { resolveWorkload, type ResolvedWorkload } from '../workload/resolve-workload.ts';
import { buildHeatView, type FinishedSink, type HeatViewParts } from './build-heat-view.ts';
import { heatFindings } from './heat-findings.ts';
import { HeatSink, type LoadSource } from './heat-sink.ts';
import type { HeatReport, HeatView } from './heat-types.ts';
import { heatRanking } from './heat-ranking.ts';
import { entityHeat } from './entity-heat.ts';
import { keyHashSteps } from './key-hashes.ts';
import { heatPartitionNeed } from './heat-partition-need.ts';
import { finishSteps, type Steps } from '../steps/finish-steps.ts';
import { addTableLoads } from './add-table-loads.ts';
import { viewColumnSteps, type ViewColumns } from './view-columns.ts';
import type { ArrayRecycler } from '../views/array-recycler.ts';

export interface HeatOptions {
  /** Multiply every rate (the studio's "what if" slider). Default 1. */
  readonly scale?: number;
  /** Keys listed per table or index, hottest first. Default TOP_KEYS. */
  readonly topKeys?: number;
  /** How keys are ranked; default heatRanking(design). */
  readonly ranked?: HeatView['ranked'];
  /**
   * Memory touched ahead of time (see heatMemory) for the million-entry arrays a first heat
   * makes: sinks, view columns, collection bytes. Fresh memory is faulted in on first touch,
   * about 2.5 ms a MB on a 2-core machine, a third of a first heat at a million items.
   */
  readonly arrays?: ArrayRecycler;
}

/** Keys a heat view lists by default: every key of a small design, the hottest of a large one. */
export const TOP_KEYS = 500;

/**
 * Heat and capacity of a design under its workload, from its analysis: for every partition key
 * value of every table and global secondary index, the read and write units per second its
 * access patterns and entity writes put on it (AWS's rounding, consistency and index write
 * rules), the illustrated physical partitions and their load, each table's and index's monthly
 * cost in each capacity mode, each entity's share, and the findings: hot keys, GSI
 * back-pressure, hot shares, item collections passing 10 GB, provisioned capacity short of
 * the load. Linear in the items; at a million items it belongs in the analysis worker.
 *
 * @example
 * const heat = heatReport(gaming, analyzeDesign(gaming), { scale: 100 });
 * heat.views[0]!.keys[0]!.text; // the hottest key of the table
 */
export function heatReport(
  design: Design,
  analysis: DesignAnalysis,
  options: HeatOptions = {}
): HeatReport {
  return finishSteps(heatReportSteps(design, analysis, options));
}

/**
 * heatReport as steps, for work done in slices (the analysis worker preparing heat while it is
 * idle): each step measures at most SIZE_STEP items, or adds up one access pattern, one
 * entity's writes or one view. The million-entry arrays heat fills are leased from their
 * views' pools only while the steps run, so another report made meanwhile gets its own.
 */
export function* heatReportSteps(
  design: Design,
  analysis: DesignAnalysis,
  options: HeatOptions = {}
): Steps<HeatReport> {
  const workload = resolveWorkload(design, options.scale ?? 1);
  const ranked = options.ranked ?? heatRanking(design);
  const { prices } = regionPrices(workload.region);
  const sinks: FinishedSink[] = [];
  try {
    for (let t = 0; t < analysis.tables.length; t++)
      sinks.push(
        ...(yield* tableSinks(design, analysis, analysis.tables[t]!, t, workload, options.arrays))
      );
    const parts: HeatViewParts[] = [];
    for (const s of sinks) {
      const need = heatPartitionNeed(s, options.arrays);
      // Each is a pass over every collection (700,000 at a million items): two steps, not one.
      yield;
      if (need.count > 1) yield* keyHashSteps(s.heatView);
      parts.push(
        buildHeatView(
          s,
          need,
          prices,
          workload.targetUtilization,
          options.topKeys ?? TOP_KEYS,
          ranked
        )
      );
      yield;
    }
    return report(design, sinks, parts, workload, prices.region);
  } finally {
    for (const s of sinks) s.sink.release();
  }
}

function report(
  design: Design,
  sinks: readonly FinishedSink[],
  parts: readonly HeatViewParts[],
  workload: ResolvedWorkload,
  region: string
): HeatReport {
  const views = parts.map((p) => p.heat);
  const cost = { onDemand: 0, provisioned: 0, autoScaled: 0, storage: 0 };
  for (const v of views) {
    cost.onDemand += v.cost.onDemand;
    cost.provisioned += v.cost.provisioned;
    cost.autoScaled += v.cost.autoScaled;
    cost.storage += v.cost.storage;
  }
  return {
    views,
    entities: entityHeat(design, sinks),
    // Measured, there is no workload to be throttled under: every heat finding would be the
    // made-up default's, so none is raised (the views rank what was read instead).
    findings:
      views[0]?.ranked === 'measured' ? [] : heatFindings(design, sinks, parts, workload.hotShare),
    scale: workload.scale,
    region,
    cost
  };
}

/** One table's load added up: its own sink (LSIs folded in) and one per GSI. */
function* tableSinks(
  design: Design,
  analysis: DesignAnalysis,
  ta: TableAnalysis,
  t: number,
  workload: ResolvedWorkload,
  arrays: ArrayRecycler | undefined
): Steps<FinishedSink[]> {
  const { resolved, views } = ta;
  const cols: ViewColumns[] = [];
  for (const v of views) cols.push(yield* viewColumnSteps(resolved, v, arrays));
  const hasLsi = views.some((v) => v.spec.kind === 'lsi');
  // Loads are added up at a scale of 1 and read multiplied by the scale (HeatSink.scale), so
  // another "what if" scale of the same loads reads the last report's sinks. A scale of 0 is
  // no load at all (no reader, no writer): added up as it is, and kept for no other.
  const source = [analysis, design.workload, design.accessPatterns, design.entities];
  const scale = workload.scale;
  const rescaled = rescaledSinks(views, source, scale);
  const sinks =
    rescaled ??
    views.map((v, i) =>
      v.spec.kind === 'lsi'
        ? null
        : HeatSink.reuse(v.orders, v.collectionCount, i === 0 && hasLsi, `${t}:${i}`, arrays)
    );
  if (!rescaled) {
    const unit = scale > 0 && scale !== 1 ? resolveWorkload(design, 1) : workload;
    // Leasing the sinks (arrays of 700,000 collections each at a million items) is a step.
    yield;
    yield* addTableLoads(design, analysis, ta, unit, cols, sinks);
    for (const s of sinks) {
      if (!s || !(scale > 0)) continue;
      s.filled(source);
      s.scale = scale;
    }
  }
  const billing = ta.table.billing;
  const provisioned =
    billing?.mode === 'PROVISIONED'
      ? { read: billing.readCapacityUnits, write: billing.writeCapacityUnits }
      : undefined;
  const lsis = views.flatMap((view, v) =>
    view.spec.kind === 'lsi' ? [{ view, cols: cols[v]! }] : []
  );
  return views.flatMap((view, v) =>
    view.spec.kind === 'lsi'
      ? []
      : [
          {
            table: t,
            view: v,
            resolved,
            heatView: view,
            cols: cols[v]!,
            lsis: v === 0 ? lsis : [],
            sink: sinks[v]!,
            ...(provisioned ? { provisioned } : {})
          }
        ]
  );
}

/**
 * Each of the table's views' sinks as the last report left them, rescaled to `scale`
 * (HeatSink.rescaled), or null, nothing leased, unless every one can be.
 */
function rescaledSinks(
  views: readonly TableAnalysis['views'][number][],
  source: LoadSource,
  scale: number
): (HeatSink | null)[] | null {
  const out: (HeatSink | null)[] = [];
  for (const v of views) {
    if (v.spec.kind === 'lsi') {
      out.push(null);
      continue;
    }
    const s = HeatSink.rescaled(v.orders, source, scale);
    if (!s) {
      for (const x of out) x?.release();
      return null;
    }
    out.push(s);
  }
  return out;
}
