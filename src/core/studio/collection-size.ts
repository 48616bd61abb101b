import { itemSize } from '../items/item-size.ts';
import type { Collection } from '../views/build-view.ts';
import { storedItem, type ResolvedTable } from '../views/resolve-items.ts';

const cache = new WeakMap<Collection, number>();

/**
 * The bytes an item collection holds: the DynamoDB size (`itemSize`) of each live item as
 * stored, key attributes included; overwritten items are gone and not counted. Cached per
 * collection object, so a virtualized list pays only for the headers it shows.
 *
 * @example
 * collectionSize(analysis.tables[0]!.resolved, view.collections[0]!); // e.g. 612
 */
export function collectionSize(resolved: ResolvedTable, collection: Collection): number {
  const hit = cache.get(collection);
  if (hit !== undefined) return hit;
  let bytes = 0;
  for (const e of collection.entries)
    if (!e.overwrittenBy) bytes += itemSize(storedItem(resolved, e.item));
  cache.set(collection, bytes);
  return bytes;
}
