import type { View } from '../views/view.ts';

/**
 * Where the item written `order`-th into the table sits in a view: its collection and entry
 * positions, or null when the view does not hold it (sparse index, rejected item).
 *
 * @example
 * findEntry(tableView, 3); // { collection: 1, entry: 0 }
 */
export function findEntry(view: View, order: number): { collection: number; entry: number } | null {
  return view.locate(order);
}
