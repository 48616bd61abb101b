import type { Design } from '../model/design.ts';
import { designTable } from '../table-description/design-table.ts';
import type { TableDescription } from '../table-description/table-description.ts';
import { readSetName } from './read-set-name.ts';
import type { ReadSource } from './read-source.ts';

/**
 * The design a result set starts as, before its first page: the described table with no items,
 * no entities and no access patterns, and where its items come from (`readFrom`), which the
 * views and findings read to show live facts apart from the simulation.
 *
 * @example
 * liveSetDesign(orders, 'us-east-1', { kind: 'scan', table: 'Orders' }).description;
 * // 'Items read from table "Orders" at us-east-1 (Scan of Orders).'
 */
export function liveSetDesign(
  description: TableDescription,
  where: string,
  source: ReadSource
): Design {
  const { table } = designTable(description);
  return {
    name: `Live: ${table.name}`,
    description: `Items read from table "${table.name}" at ${where} (${readSetName(source)}).`,
    tables: [table],
    entities: [],
    accessPatterns: [],
    readFrom: {
      operation: source.kind === 'scan' ? 'Scan' : source.kind === 'get' ? 'GetItem' : 'Query',
      table: table.name,
      ...(source.index ? { index: source.index } : {})
    }
  };
}
