import type { View } from '../views/view.ts';
import type { ResolvedItem } from '../views/resolved-table.ts';

/**
 * The later item that replaced each overwritten item of a table view, by the overwritten
 * item's write order, read off the view's runs of shared keys; the map holds only overwritten items (usually
 * none), so "who overwrote item n" is then a lookup instead of a search through every entry.
 *
 * @example
 * indexOverwrites(tableView).get(3)?.source; // '$.entities[0].items[9]'
 */
export function indexOverwrites(view: View): Map<number, ResolvedItem> {
  const out = new Map<number, ResolvedItem>();
  for (const [c, from, to] of view.collisionRuns) {
    const collection = view.collection(c);
    const winner = collection.entry(to - 1).item;
    for (let e = from; e < to - 1; e++) out.set(collection.orderAt(e), winner);
  }
  return out;
}
