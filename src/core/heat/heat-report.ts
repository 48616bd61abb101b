import type { DesignAnalysis, TableAnalysis } from '../analysis/analyze-design.ts';
import { PARTITION_READ_UNITS, PARTITION_WRITE_UNITS } from '../capacity/partition-limits.ts';
import { regionPrices } from '../capacity/region-prices.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import type { Design } from '../model/design.ts';
import type { Sharding } from '../model/workload.ts';
import { patternProblems } from '../rules/pattern-problems.ts';
import { resolveWorkload, type ResolvedWorkload } from '../workload/resolve-workload.ts';
import { buildHeatView, type FinishedSink, type HeatViewParts } from './build-heat-view.ts';
import { entityWrites, type WriteTarget } from './entity-writes.ts';
import { heatFindings } from './heat-findings.ts';
import { HeatSink } from './heat-sink.ts';
import type { EntityHeat, HeatReport } from './heat-types.ts';
import { patternReads } from './pattern-reads.ts';
import { viewColumns } from './view-columns.ts';

export interface HeatOptions {
  /** Multiply every rate (the studio's "what if" slider). Default 1. */
  readonly scale?: number;
  /** Keys listed per table or index, hottest first. Default TOP_KEYS. */
  readonly topKeys?: number;
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
  const workload = resolveWorkload(design, options.scale ?? 1);
  const { prices } = regionPrices(workload.region);
  const sinks: FinishedSink[] = [];
  analysis.tables.forEach((ta, t) => sinks.push(...tableSinks(design, analysis, ta, t, workload)));
  const parts: HeatViewParts[] = sinks.map((s) =>
    buildHeatView(s, prices, workload.targetUtilization, options.topKeys ?? TOP_KEYS)
  );
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
    findings: heatFindings(design, sinks, parts, workload.hotShare),
    scale: workload.scale,
    region: prices.region,
    cost
  };
}

/** One table's load added up: its own sink (LSIs folded in) and one per GSI. */
function tableSinks(
  design: Design,
  analysis: DesignAnalysis,
  ta: TableAnalysis,
  t: number,
  workload: ResolvedWorkload
): FinishedSink[] {
  const { resolved, views } = ta;
  const cols = views.map((v) => viewColumns(resolved, v));
  const sinks = views.map((v) =>
    v.spec.kind === 'lsi' ? null : HeatSink.reuse(v.orders, v.collectionCount)
  );
  const tableSink = sinks[0]!;
  const shardings = new Map<string, Sharding>();
  design.entities.forEach((e, i) => {
    const s = workload.entities[i]!.sharding;
    if (e.table === ta.table.name && s) shardings.set(s.attribute, s);
  });
  const tables = analysis.tables.map((x) => x.table);
  design.accessPatterns.forEach((p, i) => {
    if (p.table !== ta.table.name || patternProblems(tables, p).length) return;
    const v = views.findIndex((x) => x.spec.index === p.index);
    const view = views[v];
    if (!view) return;
    const lsi = view.spec.kind === 'lsi';
    const mapTo = lsi ? (c: number) => cols[0]!.collectionOf[view.orders[view.starts[c]!]!]! : null;
    try {
      patternReads(
        { resolved, view, cols: cols[v]!, sink: lsi ? tableSink : sinks[v]!, mapTo },
        p,
        i,
        workload.patterns[i]!,
        shardings
      );
    } catch {
      // Its key values cannot be compared (a number or binary that is not one): it runs as no
      // Query at all, which runAccessPattern reports; it puts no load anywhere.
    }
  });
  const targets: WriteTarget[] = views.map((view, v) => ({
    view,
    cols: cols[v]!,
    sink: sinks[v] ?? tableSink,
    lsi: view.spec.kind === 'lsi'
  }));
  const ordersOf = entityOrders(design, ta);
  design.entities.forEach((e, i) => {
    if (e.table !== ta.table.name) return;
    entityWrites(
      resolved,
      ordersOf.get(i) ?? [],
      e,
      i,
      workload.entities[i]!,
      targets[0]!,
      targets.slice(1)
    );
  });
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

/** Each entity's items in a table, by entity index, as runs of write orders [from, to). */
function entityOrders(design: Design, ta: TableAnalysis): Map<number, [number, number][]> {
  const byName = new Map(design.entities.map((e, i) => [e.name, i]));
  const out = new Map<number, [number, number][]>();
  for (const seg of ta.resolved.segments) {
    const i = seg.entity === null ? undefined : byName.get(seg.entity);
    if (i === undefined) continue;
    if (!out.has(i)) out.set(i, []);
    out.get(i)!.push([seg.offset, seg.offset + seg.items.length]);
  }
  return out;
}

/** Each entity's writes, reads and hottest key, for the graph's entity nodes. */
function entityHeat(design: Design, sinks: readonly FinishedSink[]): EntityHeat[] {
  const out = design.entities.map((e) => ({
    entity: e.name,
    writeUnits: 0,
    readUnits: 0,
    peakUtilization: 0,
    peakView: -1,
    peakKey: ''
  }));
  const index = new Map(design.entities.map((e, i) => [e.name, i]));
  const READS = PARTITION_READ_UNITS;
  const WRITES = PARTITION_WRITE_UNITS;
  const peakAt = new Int32Array(out.length).fill(-1);
  sinks.forEach((s, v) => {
    const { sink, cols, resolved } = s;
    for (const [e, units] of sink.byEntity) out[e]!.writeUnits += units;
    for (const [p, units] of sink.byPattern) {
      const expected = design.accessPatterns[p]?.expectedEntities.filter((n) => index.has(n)) ?? [];
      for (const n of expected) out[index.get(n)!]!.readUnits += units / expected.length;
    }
    const before = out.map((h) => h.peakView);
    const reads = sink.readUnits;
    const writes = sink.writeUnits;
    // Each collection's utilisation once, then a tight pass over the items' collections.
    const use = new Float64Array(reads.length);
    for (let c = 0; c < use.length; c++) use[c] = reads[c]! / READS + writes[c]! / WRITES;
    const collectionOf = cols.collectionOf;
    for (const seg of resolved.segments) {
      const e = index.get(seg.entity ?? '');
      if (e === undefined) continue;
      const h = out[e]!;
      let peak = h.peakUtilization;
      let at = -1;
      const end = seg.offset + seg.items.length;
      for (let order = seg.offset; order < end; order++) {
        const c = collectionOf[order]!;
        if (c >= 0 && use[c]! > peak) {
          peak = use[c]!;
          at = c;
        }
      }
      if (at >= 0) {
        h.peakUtilization = peak;
        h.peakView = v;
        peakAt[e] = at;
      }
    }
    out.forEach((h, e) => {
      if (h.peakView === v && before[e] !== v)
        h.peakKey = keyValueId(s.heatView.collectionPk(peakAt[e]!));
    });
  });
  return out;
}
