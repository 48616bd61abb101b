import type { Table } from '../model/design.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';

/**
 * What each key attribute of a table is for: "table partition key", "InvertedIndex sort key"…,
 * in the order tableKeyAttributes lists the attributes. Attributes a template fills often serve
 * several indexes; saying which helps read what a template change regroups.
 *
 * @example
 * keyAttributeUses(gamingTable).get('SK'); // ['table sort key', 'InvertedIndex partition key']
 * keyAttributeUses(tournamentTable).get('region'); // ['TournamentRegionIndex partition key (2 of 2)']
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
    // A multi-attribute key's attributes say which part they are: order matters to a Query.
    const key = gsiKeySchema(g);
    for (const [part, list] of [
      ['partition', key.partition],
      ['sort', key.sort]
    ] as const)
      list.forEach((k, i) =>
        add(
          k.name,
          `${g.name} ${part} key${list.length > 1 ? ` (${i + 1} of ${list.length})` : ''}`
        )
      );
  }
  for (const l of table.localSecondaryIndexes) add(l.sortKey.name, `${l.name} sort key`);
  return roles;
}
