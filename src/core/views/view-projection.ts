import type { Projection, Table } from '../model/design.ts';
import type { ViewSpec } from './table-key-attributes.ts';

/**
 * The projection of the index a view shows; null for the table's own view (or an index the
 * table no longer has), whose entries are whole items.
 *
 * @example
 * viewProjection(table, tableViews(table)[1]!); // { type: 'KEYS_ONLY' }
 */
export function viewProjection(table: Table, spec: ViewSpec): Projection | null {
  if (spec.index === null) return null;
  const index =
    spec.kind === 'lsi'
      ? table.localSecondaryIndexes.find((l) => l.name === spec.index)
      : table.globalSecondaryIndexes.find((g) => g.name === spec.index);
  return index?.projection ?? null;
}
