import { getAttr, type AttributeMap } from '../model/attribute-value.ts';
import type { Design, Entity } from '../model/design.ts';
import { keyFields } from './checks/key-fields.ts';

export interface InvalidatedDesign {
  readonly design: Design;
  /** What was changed, for the report: `removed "username" from the first User item …`. */
  readonly change: string;
}

/**
 * The design with one item made invalid, the same way every time: the first item of the first
 * table that has one (the table's own items, then each entity's in order) loses the first
 * attribute its partition key is built from (or, when that key is fixed text, its sort key's) —
 * so DynamoDB would refuse to write it. Null when no item has such an attribute. `verifyLesson`
 * checks that a step's solution fails with this change: no step is done with a rejected item.
 *
 * @example
 * invalidateOneItem(gaming)?.change;
 * // 'removed "username" from the first User item of table "battle-royale" (it builds the partition key "PK")'
 */
export function invalidateOneItem(design: Design): InvalidatedDesign | null {
  for (const [t, table] of design.tables.entries()) {
    const keys = [
      { role: 'partition key', name: table.partitionKey.name },
      ...(table.sortKey ? [{ role: 'sort key', name: table.sortKey.name }] : [])
    ];
    const owners: (Entity | null)[] = [
      null,
      ...design.entities.filter((e) => e.table === table.name)
    ];
    for (const owner of owners) {
      const item = (owner ? owner.items : table.items)[0];
      if (!item) continue;
      for (const key of keys) {
        const fields = owner ? keyFields(owner, key.name) : { ok: true, fields: [key.name] };
        const attribute = fields.ok ? fields.fields.find((f) => getAttr(item, f)) : undefined;
        if (attribute === undefined) continue;
        const changed = without(item, attribute);
        const what = owner ? `${owner.name} item` : 'item';
        const change = `removed "${attribute}" from the first ${what} of table "${table.name}" (it builds the ${key.role} "${key.name}")`;
        const next: Design = owner
          ? {
              ...design,
              entities: design.entities.map((e) =>
                e === owner ? { ...e, items: [changed, ...e.items.slice(1)] } : e
              )
            }
          : {
              ...design,
              tables: design.tables.map((x, i) =>
                i === t ? { ...x, items: [changed, ...x.items.slice(1)] } : x
              )
            };
        return { design: next, change };
      }
    }
  }
  return null;
}

function without(item: AttributeMap, attribute: string): AttributeMap {
  const out: Record<string, AttributeMap[string]> = {};
  for (const [k, v] of Object.entries(item)) if (k !== attribute) out[k] = v;
  return out;
}
