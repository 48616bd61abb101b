import type { Table } from '../model/design.ts';

/**
 * What each key attribute of a table is for: "table partition key", "InvertedIndex sort key"…,
 * in the order tableKeyAttributes lists the attributes. Attributes a template fills often serve
 * several indexes; saying which helps read what a template change regroups.
 *
 * @example
 * keyAttributeUses(gamingTable).get('SK'); // ['table sort key', 'InvertedIndex partition key']
 */
export function keyAttributeUses(table: Table): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  const add = (name: string | undefined, role: string): void => {
    if (name === undefined) return;
    const list = roles.get(name);
    if (list) list.push(role);
    else roles.set(name, [role]);
  };
  add(table.partitionKey.name, 'table partition key');
  add(table.sortKey?.name, 'table sort key');
  for (const g of table.globalSecondaryIndexes) {
    add(g.partitionKey.name, `${g.name} partition key`);
    add(g.sortKey?.name, `${g.name} sort key`);
  }
  for (const l of table.localSecondaryIndexes) add(l.sortKey.name, `${l.name} sort key`);
  return roles;
}
