import type { Collection, View } from '../views/view.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import { entrySizer } from '../views/entry-sizer.ts';

const cache = new WeakMap<Collection, number>();

/**
 * The bytes an item collection of `view` holds: the DynamoDB size (`itemSize`) of each live
 * entry, as the table stores the item (key attributes included) or, in an index that projects
 * less than the whole item, as the index holds it (entrySizer); overwritten items are gone and
 * not counted. Heat's bytes per collection add the same sizes. Cached per collection object, so
 * a virtualized list pays only for the headers it shows.
 *
 * @example
 * collectionSize(analysis.tables[0]!.resolved, view, view.collection(0)); // e.g. 612
 */
export function collectionSize(
  resolved: ResolvedTable,
  view: View,
  collection: Collection
): number {
  const hit = cache.get(collection);
  if (hit !== undefined) return hit;
  const entry = entrySizer(resolved, view);
  let bytes = 0;
  for (let i = 0; i < collection.size; i++) {
    const order = collection.orderAt(i);
    // An overwritten item is not in the table: the later one at its key replaced it.
    if (collection.live === collection.size || !collection.entry(i).overwrittenBy)
      bytes += entry ? entry(order) : resolved.storedSize(order);
  }
  cache.set(collection, bytes);
  return bytes;
}
