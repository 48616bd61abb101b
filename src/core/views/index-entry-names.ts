import type { Table } from '../model/design.ts';
import type { ViewSpec } from './table-key-attributes.ts';
import { entryKeyNames } from './entry-key-names.ts';
import { viewProjection } from './view-projection.ts';

/**
 * The attribute names one entry of an index holds, the one home of that rule: the table's key
 * attributes, every attribute of the index's key (each part of a multi-attribute key), and, for
 * `INCLUDE`, its `NonKeyAttributes`. Null when an entry is the whole item: the table's own view
 * or an `ALL` projection. A Query or Scan of the index returns only these names.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.Projections
 *
 * @example
 * indexEntryNames(table, { …spec, index: 'InvertedIndex' }); // Set { 'PK', 'SK' } (KEYS_ONLY)
 */
export function indexEntryNames(table: Table, spec: ViewSpec): ReadonlySet<string> | null {
  const projection = viewProjection(table, spec);
  if (!projection || projection.type === 'ALL') return null;
  const names = new Set(entryKeyNames(table, spec));
  if (projection.type === 'INCLUDE')
    for (const n of projection.nonKeyAttributes ?? []) names.add(n);
  return names;
}
