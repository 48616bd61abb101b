import type { Table } from '../model/design.ts';
import { tableProblems } from './table-problems.ts';

/** Codes of the rules that adding an index can break. */
const ADDING_BREAKS = new Set(['index.too-many', 'index.lsi-needs-sort-key']);

/**
 * Why a GSI or an LSI cannot be added to the table, or null: the rule `tableProblems` would
 * report on the table with one more index of that kind (the quota, or an LSI on a table without
 * a sort key), in the rule's own words.
 *
 * @example
 * whyNoNewIndex(simpleTable, 'lsi');
 * // 'An LSI cannot be added: LSIs in table "t" need a sort key: …'
 */
export function whyNoNewIndex(table: Table, kind: 'gsi' | 'lsi'): string | null {
  const added: Table =
    kind === 'gsi'
      ? {
          ...table,
          globalSecondaryIndexes: [
            ...table.globalSecondaryIndexes,
            { name: '\u0000new', partitionKey: table.partitionKey, projection: { type: 'ALL' } }
          ]
        }
      : {
          ...table,
          localSecondaryIndexes: [
            ...table.localSecondaryIndexes,
            {
              name: '\u0000new',
              sortKey: table.sortKey ?? table.partitionKey,
              projection: { type: 'ALL' }
            }
          ]
        };
  const field = kind === 'gsi' ? 'gsis' : 'lsis';
  const broken = tableProblems(added).find((p) => p.field === field && ADDING_BREAKS.has(p.code));
  return broken
    ? `${kind === 'gsi' ? 'A GSI' : 'An LSI'} cannot be added: ${broken.message}`
    : null;
}
