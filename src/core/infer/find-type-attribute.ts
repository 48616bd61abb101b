import type { AttributeMap } from '../model/attribute-value.ts';
import { getAttr } from '../model/attribute-value.ts';

/** Names libraries and teams give the attribute that says which entity an item is. */
export const TYPE_ATTRIBUTE_NAMES: readonly string[] = [
  'type',
  '_type',
  'Type',
  'entityType',
  'EntityType',
  'entity_type',
  'entity',
  '__typename',
  '_et',
  '__edb_e__',
  'recordType',
  'itemType',
  'kind'
];

/**
 * The attribute that names each item's entity, if the items have one: one of
 * TYPE_ATTRIBUTE_NAMES that nearly every item (95 %) carries as a string, with few distinct
 * values (at most 50, and at most one for every two items) — a type, not an id.
 *
 * @example
 * findTypeAttribute(items, new Set(['PK', 'SK'])); // 'entityType', or undefined
 */
export function findTypeAttribute(
  items: readonly AttributeMap[],
  keyNames: ReadonlySet<string>
): string | undefined {
  if (items.length < 2) return undefined;
  for (const name of TYPE_ATTRIBUTE_NAMES) {
    if (keyNames.has(name)) continue;
    const values = new Set<string>();
    let present = 0;
    for (const item of items) {
      const v = getAttr(item, name);
      if (v && 'S' in v) {
        present++;
        values.add(v.S);
      }
    }
    if (present >= items.length * 0.95 && values.size <= 50 && values.size * 2 <= present)
      return name;
  }
  return undefined;
}
