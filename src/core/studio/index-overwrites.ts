import type { View } from '../views/build-view.ts';
import type { ResolvedItem } from '../views/resolve-items.ts';

/**
 * The later item that replaced each overwritten item of a table view, by the overwritten
 * item's write order. One pass over the view; the map holds only overwritten items (usually
 * none), so "who overwrote item n" is then a lookup instead of a search through every entry.
 *
 * @example
 * indexOverwrites(tableView).get(3)?.source; // '$.entities[0].items[9]'
 */
export function indexOverwrites(view: View): Map<number, ResolvedItem> {
  const out = new Map<number, ResolvedItem>();
  for (const c of view.collections)
    for (const e of c.entries) if (e.overwrittenBy) out.set(e.item.order, e.overwrittenBy);
  return out;
}
