import type { Collection } from '../views/view.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';

const cache = new WeakMap<Collection, number>();

/**
 * The bytes an item collection holds: the DynamoDB size (`itemSize`) of each live item as
 * stored, key attributes included; overwritten items are gone and not counted. Cached per
 * collection object, so a virtualized list pays only for the headers it shows.
 *
 * @example
 * collectionSize(analysis.tables[0]!.resolved, view.collection(0)); // e.g. 612
 */
export function collectionSize(resolved: ResolvedTable, collection: Collection): number {
  const hit = cache.get(collection);
  if (hit !== undefined) return hit;
  let bytes = 0;
  for (let i = 0; i < collection.size; i++) {
    const order = collection.orderAt(i);
    // An overwritten item is not in the table: the later one at its key replaced it.
    if (collection.live === collection.size || !collection.entry(i).overwrittenBy)
      bytes += resolved.storedSize(order);
  }
  cache.set(collection, bytes);
  return bytes;
}
