import type { Design } from '../model/design.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';

/** Where an item is in an analysis: its table's position and its write order. */
export interface ItemPlace {
  readonly table: number;
  readonly order: number;
}

/** A native source path: `$.tables[0].items[3]` or `$.entities[2].items[7]`. */
const NATIVE = /^\$\.(tables|entities)\[(0|[1-9]\d*)\]\.items\[(0|[1-9]\d*)\]$/;

/**
 * A lookup from an item's source path to where it is, computed from the design's shape
 * (native paths are parsed; only imported `itemSources` are put in a map), so a million items
 * need no million-entry index. `resolved` holds the analysed tables in design order: a place is
 * returned only when the item written there has exactly that source.
 *
 * @example
 * itemPlaces(design, analysis.tables.map((t) => t.resolved))('$.entities[1].items[0]');
 * // { table: 0, order: 6 }
 */
export function itemPlaces(
  design: Design,
  resolved: readonly ResolvedTable[]
): (source: string) => ItemPlace | undefined {
  const tableOf = new Map<string, number>();
  design.tables.forEach((t, i) => {
    if (!tableOf.has(t.name)) tableOf.set(t.name, i);
  });
  // Write order: a table's own items, then each of its entities' items in design order.
  const next = design.tables.map((t) => t.items.length);
  const entityStart = design.entities.map((e) => {
    const t = tableOf.get(e.table);
    if (t === undefined) return -1;
    const start = next[t]!;
    next[t] = start + e.items.length;
    return start;
  });
  let imported: Map<string, ItemPlace> | undefined;
  const importedPlaces = (): Map<string, ItemPlace> => {
    if (imported) return imported;
    imported = new Map();
    design.tables.forEach((t, table) =>
      t.itemSources?.forEach((s, order) => imported!.set(s, { table, order }))
    );
    design.entities.forEach((e, i) => {
      const table = tableOf.get(e.table);
      if (table !== undefined)
        e.itemSources?.forEach((s, j) => imported!.set(s, { table, order: entityStart[i]! + j }));
    });
    return imported;
  };
  const candidate = (source: string): ItemPlace | undefined => {
    const known = importedPlaces().get(source);
    if (known) return known;
    const m = NATIVE.exec(source);
    if (!m) return undefined;
    const index = Number(m[3]);
    if (m[1] === 'tables') {
      const table = Number(m[2]);
      const t = design.tables[table];
      if (!t || index >= t.items.length || t.itemSources?.[index] !== undefined) return undefined;
      return { table, order: index };
    }
    const e = design.entities[Number(m[2])];
    const table = e ? tableOf.get(e.table) : undefined;
    if (!e || table === undefined || index >= e.items.length) return undefined;
    if (e.itemSources?.[index] !== undefined) return undefined;
    return { table, order: entityStart[Number(m[2])]! + index };
  };
  return (source) => {
    const place = candidate(source);
    return place && resolved[place.table]?.item(place.order)?.source === source ? place : undefined;
  };
}
