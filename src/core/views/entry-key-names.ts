import type { Table } from '../model/design.ts';
import { viewKeyAttributes, type ViewSpec } from './table-key-attributes.ts';

/**
 * The key attribute names every entry of a view holds, each once: the table's partition and
 * sort key, then the view's own (every part of a multi-attribute key). A `KEYS_ONLY` index
 * entry holds these and nothing else; a Query's `LastEvaluatedKey` names these.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.Projections
 *
 * @example
 * entryKeyNames(table, invertedIndex); // ['PK', 'SK'] (its key is SK, PK)
 */
export function entryKeyNames(table: Table, spec: ViewSpec): string[] {
  const key = viewKeyAttributes(spec);
  const all = [table.partitionKey, table.sortKey, ...key.partition, ...key.sort];
  return [...new Set(all.flatMap((k) => (k ? [k.name] : [])))];
}
