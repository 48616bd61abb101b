import { getAttr } from '../model/attribute-value.ts';
import type { Design, Table } from '../model/design.ts';
import { templateOf } from '../model/template-of.ts';
import { tableKeyAttributes } from '../views/table-key-attributes.ts';

/**
 * `wanted`, or `wanted` with the first number from 2 that makes it free, for a new attribute
 * every item of `table` may be written with: free means no key of the table or its indexes, no
 * attribute, key template or key-only field of its entities, no attribute of any of its items
 * and none of `taken` has that name. A new key attribute must not land on an existing one: it
 * would overwrite the items' own values, or tie the new key to another index's.
 *
 * @example
 * freeAttributeName(design, table, 'ByRegionPK', []); // 'ByRegionPK', or 'ByRegionPK2' when taken
 */
export function freeAttributeName(
  design: Design,
  table: Table,
  wanted: string,
  taken: readonly string[]
): string {
  const entities = design.entities.filter((e) => e.table === table.name);
  const used = (name: string): boolean =>
    taken.includes(name) ||
    tableKeyAttributes(table).some((k) => k.name === name) ||
    table.items.some((item) => getAttr(item, name) !== undefined) ||
    entities.some(
      (e) =>
        e.attributes.some((a) => a.name === name) ||
        templateOf(e.keys, name) !== undefined ||
        (e.keyOnly?.includes(name) ?? false) ||
        e.items.some((item) => getAttr(item, name) !== undefined)
    );
  let name = wanted;
  for (let n = 2; used(name); n++) name = `${wanted}${n}`;
  return name;
}
