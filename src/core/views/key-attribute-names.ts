import type { Table } from '../model/design.ts';

/**
 * The names of every key attribute of a table and its indexes, each once, in the order the
 * table declares them: table partition key, table sort key, then each GSI's and LSI's keys.
 * These are the attributes an entity may give a key template.
 *
 * @example
 * keyAttributeNames(gamingTable); // ['PK', 'SK'] (the InvertedIndex reuses them)
 */
export function keyAttributeNames(table: Table): string[] {
  const names: string[] = [];
  const add = (name: string | undefined): void => {
    if (name !== undefined && !names.includes(name)) names.push(name);
  };
  add(table.partitionKey.name);
  add(table.sortKey?.name);
  for (const g of table.globalSecondaryIndexes) {
    add(g.partitionKey.name);
    add(g.sortKey?.name);
  }
  for (const l of table.localSecondaryIndexes) add(l.sortKey.name);
  return names;
}
