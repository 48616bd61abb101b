import type { ItemOwner } from '../items/item-address.ts';
import type { DesignLayers } from './design-layers.ts';

/**
 * Whether the shown item at `index` of `owner` was generated (rebuilt from the seed, not
 * stored): every index past the entity's authored items is, since generated items follow them.
 *
 * @example
 * isGeneratedItem(layers, { kind: 'entity', index: 0 }, 6); // true when the entity authored 6
 */
export function isGeneratedItem(layers: DesignLayers, owner: ItemOwner, index: number): boolean {
  if (owner.kind === 'table') return false;
  return index >= (layers.authored.entities[owner.index]?.items.length ?? 0);
}
