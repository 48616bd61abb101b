import type { Table } from '../model/design.ts';
import { tableProblems } from './table-problems.ts';

/**
 * Why the table's sort key cannot be removed (LSIs depend on it), or null: the rule
 * `tableProblems` would report on the table without it, in the rule's own words.
 *
 * @example
 * whySortKeyStays(tableWithAnLsi); // 'The sort key cannot be removed: LSIs in table "t" need a sort key: …; delete the LSIs first'
 */
export function whySortKeyStays(table: Table): string | null {
  if (!table.sortKey) return null;
  const { sortKey: _, ...without } = table;
  const broken = tableProblems(without).find((p) => p.code === 'index.lsi-needs-sort-key');
  return broken ? `The sort key cannot be removed: ${broken.message}; delete the LSIs first` : null;
}
