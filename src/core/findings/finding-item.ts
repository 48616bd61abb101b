import type { ItemPlace } from '../inspect/item-places.ts';
import { locateFinding } from './locate-finding.ts';

/**
 * The item a finding is about, as locateFinding decides it (an entity's key template wins, then
 * the nearest enclosing item path), or null when the finding is not about an item.
 *
 * @example
 * findingItem('$.entities[1].items[0].gameId', itemPlaces(design, resolved));
 * // { table: 0, order: 6 }
 */
export function findingItem(
  path: string,
  places: (source: string) => ItemPlace | undefined
): ItemPlace | null {
  const target = locateFinding(path, (s) => places(s) !== undefined);
  return target.kind === 'item' ? (places(target.source) ?? null) : null;
}
