import type { DesignAnalysis } from '../../src/core/analysis/analyze-design.ts';

/** Where an item is in an analysis: its table's position and its write order. */
export interface ItemPlace {
  readonly table: number;
  readonly order: number;
}

/**
 * A test oracle: every analysed item by its source path (`$.entities[0].items[3]`), built the
 * brute-force way that itemPlaces avoids (one entry per item).
 *
 * @example
 * indexItemSources(analysis).get('$.entities[0].items[3]'); // { table: 0, order: 3 }
 */
export function indexItemSources(analysis: DesignAnalysis): Map<string, ItemPlace> {
  const out = new Map<string, ItemPlace>();
  analysis.tables.forEach((t, table) => {
    const r = t.resolved;
    for (let order = 0; order < r.count; order++) out.set(r.sourceOf(order), { table, order });
  });
  return out;
}
