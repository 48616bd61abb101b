import type { ItemOwner } from '../items/item-address.ts';
import type { DesignLayers } from './design-layers.ts';

/**
 * How many generated items this entity shows after its authored ones (0 for a table's own
 * items, which are never generated): the shown entity minus the authored one, since generated
 * items are always appended after the authored.
 *
 * @example
 * generatedItems(layers, { kind: 'entity', index: 0 }); // 50 after one run of 50 per entity
 */
export function generatedItems(layers: DesignLayers, owner: ItemOwner): number {
  if (owner.kind === 'table') return 0;
  const shown = layers.design.entities[owner.index]?.items.length ?? 0;
  return shown - (layers.authored.entities[owner.index]?.items.length ?? 0);
}
