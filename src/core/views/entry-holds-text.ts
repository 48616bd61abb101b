import type { Table } from '../model/design.ts';
import { indexEntryNames } from './index-entry-names.ts';
import type { ViewSpec } from './table-key-attributes.ts';
import { viewProjection } from './view-projection.ts';

/**
 * What one entry of an index holds, said for the view's toolbar, when that is less than the
 * whole item: the rows then show only those attributes, as a Query of the index returns them.
 * Null for the table's own view and an `ALL` projection.
 *
 * @example
 * entryHoldsText(table, invertedIndex); // 'KEYS_ONLY: entries hold PK and SK only'
 * entryHoldsText(table, byNote); // 'INCLUDE: entries hold PK, SK, GSI1PK and note'
 */
export function entryHoldsText(table: Table, spec: ViewSpec): string | null {
  const names = indexEntryNames(table, spec);
  const type = viewProjection(table, spec)?.type;
  if (!names || !type) return null;
  const all = [...names];
  const list = all.length === 1 ? all[0]! : `${all.slice(0, -1).join(', ')} and ${all.at(-1)!}`;
  return `${type}: entries hold ${list}${type === 'KEYS_ONLY' ? ' only' : ''}`;
}
