import type { Design } from '../model/design.ts';

/**
 * The byte lengths of the large arrays a first heat of `design` fills, from its item counts
 * alone, so that memory can be touched on another thread while the design is analysed and
 * handed to the heat (HeatOptions.arrays): fresh memory is faulted in page by page on first
 * touch, about 2.5 ms a MB on a 2-core machine, and a first heat at a million items fills
 * about 150 MB. Per table of n items (its own and its entities'): the stored sizes (n
 * doubles); per view, which collection each item is in (n ints), prefix sums of entry sizes
 * (n + 1 doubles) and, for an index projecting less than every attribute, entry sizes (n
 * doubles); per table and global secondary index, bytes per collection and the sink's five
 * loads (doubles), its largest reader and writer (ints), and growth beside local secondary
 * indexes, a collection per item at most. Lengths under `minBytes` are left out.
 *
 * @example
 * heatMemory(gamingWithAMillionItems, 1 << 18).length; // 21: a table and a GSI
 */
export function heatMemory(design: Design, minBytes = 0): number[] {
  const counts = new Map<string, number>();
  for (const e of design.entities) counts.set(e.table, (counts.get(e.table) ?? 0) + e.items.length);
  const out: number[] = [];
  for (const t of design.tables) {
    const n = t.items.length + (counts.get(t.name) ?? 0);
    const ints = 4 * n;
    const doubles = 8 * n;
    out.push(doubles);
    const indexes = [...t.globalSecondaryIndexes, ...t.localSecondaryIndexes];
    for (let v = 0; v <= indexes.length; v++) {
      out.push(ints, doubles + 8);
      const projection = v === 0 ? undefined : indexes[v - 1]!.projection;
      if (projection && projection.type !== 'ALL') out.push(doubles);
    }
    // The sinks: the table's (its LSIs' load folded in) and each GSI's.
    for (let v = 0; v <= t.globalSecondaryIndexes.length; v++) {
      out.push(doubles, doubles, doubles, doubles, doubles, doubles, ints, ints);
      if (v === 0 && t.localSecondaryIndexes.length > 0) out.push(doubles);
    }
  }
  return out.filter((bytes) => bytes >= minBytes);
}
