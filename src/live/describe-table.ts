import type { TableDescription } from '../core/table-description/table-description.ts';
import type { LiveClient } from './create-live-client.ts';
import { describeToCore } from './to-core.ts';

/**
 * DescribeTable, in core's terms (see `describeToCore`): key schema with multi-attribute GSI keys,
 * indexes, projections, item count and size, billing mode.
 *
 * @example
 * (await describeTable(client, 'battle-royale')).indexes.map((i) => i.name); // ['InvertedIndex']
 */
export async function describeTable(
  client: LiveClient,
  table: string,
  signal?: AbortSignal
): Promise<TableDescription> {
  const out = await client.describeTable(table, signal);
  if (!out.Table) throw new Error(`DescribeTable answered without a table for "${table}"`);
  return describeToCore(out.Table);
}
