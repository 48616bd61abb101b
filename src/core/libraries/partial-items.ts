import { getAttr } from '../model/attribute-value.ts';
import type { Entity } from '../model/design.ts';

/**
 * How many of an entity's items hold some but not all of `fields` (the attributes an index's
 * keys are built from): Keyscope leaves such an item out of the index, as DynamoDB does with a
 * missing key attribute, where a library that wants every field or none (ElectroDB) refuses it.
 *
 * @example
 * partialItems(match, ['tournamentId', 'region']); // 1 when one match has no region
 */
export function partialItems(entity: Entity, fields: readonly string[]): number {
  let count = 0;
  for (const item of entity.items) {
    let present = 0;
    for (const f of fields) if (getAttr(item, f) !== undefined) present++;
    if (present > 0 && present < fields.length) count++;
  }
  return count;
}
