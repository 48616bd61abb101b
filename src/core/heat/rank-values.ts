import type { KeyValue } from '../model/attribute-value.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';

const byRanks = new WeakMap<Int32Array, KeyValue[]>();

/**
 * A key attribute's distinct values in rank order (rank r is `values[r]`), so a sort key
 * condition becomes a range of ranks once, and each collection's run is found by comparing
 * integers. Kept per ranks array: an edit that leaves a key attribute's ranks as they were (the
 * KeyCache keeps them) keeps these too.
 *
 * @example
 * rankValues(resolved, skSlot)[resolved.ranks[skSlot]![order]!]; // the item's sort key value
 */
export function rankValues(resolved: ResolvedTable, slot: number): readonly KeyValue[] {
  const ranks = resolved.ranks[slot]!;
  let out = byRanks.get(ranks);
  if (out) return out;
  out = new Array<KeyValue>(resolved.rankSizes[slot]!);
  for (const seg of resolved.segments) {
    const col = seg.keys[slot]!;
    for (let i = 0; i < col.ids.length; i++) {
      const id = col.ids[i]!;
      if (id < 0) continue;
      const r = ranks[seg.offset + i]!;
      if (r >= 0 && out[r] === undefined) out[r] = col.values[id]!;
    }
  }
  byRanks.set(ranks, out);
  return out;
}
