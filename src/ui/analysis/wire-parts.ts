import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { WireArray, WireDesign } from '../../workers/wire-design.ts';

/** One slice of an items array, sent ahead of the design that names it. */
export interface WirePart {
  readonly array: number;
  readonly items: readonly AttributeMap[];
}

/**
 * `wire` with its items sent ahead in slices of at most `most` items (WireArray `parts`), when
 * it carries more than `most` in all: the page posts each slice in a task of its own, then the
 * design, so no single task structured-clones a large design's new items (a live table's pages,
 * a large pasted design). A wire with fewer items is sent whole, as one message.
 *
 * @example
 * const { parts, wire: rest } = wireParts(wire, 1000); // parts: ≤ 1000 items each
 */
export function wireParts(wire: WireDesign, most: number): { parts: WirePart[]; wire: WireDesign } {
  if (itemsIn(wire) <= most) return { parts: [], wire };
  const parts: WirePart[] = [];
  const split = (w: WireDesign): WireDesign => {
    const arrays = new Map<number, WireArray>();
    for (const [id, entry] of w.arrays) {
      if (entry.kind === 'items') {
        for (let from = 0; from < entry.items.length; from += most)
          parts.push({
            array: id,
            items: entry.items.length <= most ? entry.items : entry.items.slice(from, from + most)
          });
        // An empty array still needs its (empty) part: the design names it.
        if (!entry.items.length) parts.push({ array: id, items: entry.items });
        arrays.set(id, { kind: 'parts' });
      } else if (entry.kind === 'derived') arrays.set(id, { ...entry, base: split(entry.base) });
      else arrays.set(id, entry);
    }
    return { ...w, arrays };
  };
  return { parts, wire: split(wire) };
}

function itemsIn(wire: WireDesign): number {
  let n = 0;
  for (const entry of wire.arrays.values())
    if (entry.kind === 'items') n += entry.items.length;
    else if (entry.kind === 'derived') n += itemsIn(entry.base);
  return n;
}
