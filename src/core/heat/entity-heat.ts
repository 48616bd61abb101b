import { keyValueId } from '../keys/compare-key-values.ts';
import type { Design } from '../model/design.ts';
import type { FinishedSink } from './build-heat-view.ts';
import type { EntityHeat } from './heat-types.ts';

/**
 * Each entity's writes, reads and hottest key, for the graph's entity nodes: its write units
 * (as the sinks counted them per entity), its share of the reads of the patterns that expect
 * it, and the utilisation of the busiest collection holding one of its items (each sink's
 * `utilization`, which buildHeatView has filled).
 *
 * @example
 * entityHeat(design, sinks).find((h) => h.entity === 'Game')?.peakKey; // its hottest key
 */
export function entityHeat(design: Design, sinks: readonly FinishedSink[]): EntityHeat[] {
  const out = design.entities.map((e) => ({
    entity: e.name,
    writeUnits: 0,
    readUnits: 0,
    peakUtilization: 0,
    peakView: -1,
    peakKey: ''
  }));
  const index = new Map(design.entities.map((e, i) => [e.name, i]));
  const peakAt = new Int32Array(out.length).fill(-1);
  sinks.forEach((s, v) => {
    const { sink, cols, resolved } = s;
    // Every load in the sink is read multiplied by its scale (HeatSink.scale).
    for (const [e, units] of sink.byEntity) out[e]!.writeUnits += units * sink.scale;
    for (const [p, unit] of sink.byPattern) {
      const units = unit * sink.scale;
      const expected = design.accessPatterns[p]?.expectedEntities.filter((n) => index.has(n)) ?? [];
      for (const n of expected) out[index.get(n)!]!.readUnits += units / expected.length;
    }
    const before = out.map((h) => h.peakView);
    // Each collection's utilisation, as buildHeatView left it (read units / 3,000 + write
    // units / 1,000), then a tight pass over the items' collections.
    const use = sink.utilization;
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
