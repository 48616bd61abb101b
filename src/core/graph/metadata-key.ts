import type { Table } from '../model/design.ts';
import type { EntityKeys } from './entity-keys.ts';

const METADATA = /metadata/i;

/**
 * Whether the key values an entity writes to `attribute` name a metadata node (seed 002: an
 * object does not "have" metadata, it is related to the METADATA node). The rule:
 * - the template's literal text says so: `METADATA`, `#METADATA#${username}`, `Metadata`; or
 * - it is the table's sort key and adds nothing to the partition key's placeholders, so each
 *   partition holds one such item, the object's own ("root") item: `PROFILE`, `A`,
 *   `#${username}` under `USER#${username}`.
 * Items of no entity have no template: their key value's own text decides (`METADATA`).
 *
 * @example
 * isMetadataKey(userKeys, 'SK', table); // true for User's SK "#METADATA#${username}"
 * isMetadataKey(mappingKeys, 'SK', table); // false for UserGameMapping's "USER#${username}"
 */
export function isMetadataKey(
  keys: EntityKeys | null,
  attribute: string,
  table: Table,
  value?: string
): boolean {
  if (!keys) return value !== undefined && METADATA.test(value);
  const t = keys.templates.get(attribute);
  if (!t) return false;
  if (t.parts.some((p) => p.kind === 'literal' && METADATA.test(p.text))) return true;
  if (attribute !== table.sortKey?.name) return false;
  const pk = keys.templates.get(table.partitionKey.name);
  return pk !== undefined && t.fields.every((f) => pk.fields.includes(f));
}
