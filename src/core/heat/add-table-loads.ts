import type { DesignAnalysis, TableAnalysis } from '../analysis/analyze-design.ts';
import type { Design } from '../model/design.ts';
import type { Sharding } from '../model/workload.ts';
import { patternProblems } from '../rules/pattern-problems.ts';
import type { Steps } from '../steps/finish-steps.ts';
import type { ResolvedWorkload } from '../workload/resolve-workload.ts';
import { entityWrites, type WriteTarget } from './entity-writes.ts';
import type { HeatSink } from './heat-sink.ts';
import { patternReads } from './pattern-reads.ts';
import type { ViewColumns } from './view-columns.ts';

/**
 * Add every access pattern's reads and every entity's writes on one table to its views' sinks
 * (a table's LSIs load the table's), as steps of one pattern or one entity: patternReads and
 * entityWrites, in that order, since a sink takes every read before any write.
 */
export function* addTableLoads(
  design: Design,
  analysis: DesignAnalysis,
  ta: TableAnalysis,
  workload: ResolvedWorkload,
  cols: readonly ViewColumns[],
  sinks: readonly (HeatSink | null)[]
): Steps<void> {
  const { resolved, views } = ta;
  const tableSink = sinks[0]!;
  const shardings = new Map<string, Sharding>();
  design.entities.forEach((e, i) => {
    const s = workload.entities[i]!.sharding;
    if (e.table === ta.table.name && s) shardings.set(s.attribute, s);
  });
  const tables = analysis.tables.map((x) => x.table);
  for (let i = 0; i < design.accessPatterns.length; i++) {
    const p = design.accessPatterns[i]!;
    if (p.table !== ta.table.name || patternProblems(tables, p).length) continue;
    const v = views.findIndex((x) => x.spec.index === p.index);
    const view = views[v];
    if (!view) continue;
    const lsi = view.spec.kind === 'lsi';
    const mapTo = lsi ? (c: number) => cols[0]!.collectionOf[view.orders[view.starts[c]!]!]! : null;
    try {
      yield* patternReads(
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
    yield;
  }
  const targets: WriteTarget[] = views.map((view, v) => ({
    view,
    cols: cols[v]!,
    sink: sinks[v] ?? tableSink,
    lsi: view.spec.kind === 'lsi'
  }));
  const ordersOf = entityOrders(design, ta);
  for (let i = 0; i < design.entities.length; i++) {
    const e = design.entities[i]!;
    if (e.table !== ta.table.name) continue;
    yield* entityWrites(
      resolved,
      ordersOf.get(i) ?? [],
      e,
      i,
      workload.entities[i]!,
      targets[0]!,
      targets.slice(1)
    );
    yield;
  }
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
