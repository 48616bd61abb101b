import { andList } from './and-list.ts';
import { findView } from './find-view.ts';
import type { CheckKind } from './check-kind.ts';

export interface InvertedIndexCheck {
  readonly kind: 'inverted-index';
  readonly table: string;
  /** The index's name, when it must have one. */
  readonly index?: string;
}

/**
 * Table `table` has an inverted index: a GSI whose partition key is the table's sort key and
 * whose sort key is the table's partition key, so every relationship stored once can be read
 * from either end.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-adjacency-graphs.html
 *
 * @example
 * invertedIndex.evaluate({ kind: 'inverted-index', table: 'battle-royale' }, context);
 * // { pass: true, reason: 'index "InvertedIndex" of table "battle-royale" swaps its key: partition key "SK", sort key "PK"' }
 */
export const invertedIndex: CheckKind<InvertedIndexCheck> = {
  kind: 'inverted-index',
  label: 'A table has an inverted index (its key swapped)',
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'index', type: 'index', required: false, label: 'Index name (any when empty)' }
  ],
  describe: (c) =>
    `table "${c.table}" has an inverted index${c.index ? ` named "${c.index}"` : ''}: a GSI with its partition and sort keys swapped`,
  evaluate(c, { analysis }) {
    const found = findView(analysis, c.table, null);
    if (!found.ok) return { pass: false, reason: found.problem };
    const table = found.table.table;
    const pk = table.partitionKey.name;
    const sk = table.sortKey?.name;
    if (sk === undefined)
      return {
        pass: false,
        reason: `table "${c.table}" has only a partition key ("${pk}"); an inverted index swaps a partition and a sort key, so give the table a sort key first`
      };
    const gsis = table.globalSecondaryIndexes.filter(
      (g) => c.index === undefined || g.name === c.index
    );
    const match = gsis.find((g) => g.partitionKey.name === sk && g.sortKey?.name === pk);
    if (match)
      return {
        pass: true,
        reason: `index "${match.name}" of table "${c.table}" swaps its key: partition key "${sk}", sort key "${pk}"`
      };
    const has = gsis.map(
      (g) =>
        `"${g.name}" (partition key "${g.partitionKey.name}"${g.sortKey ? `, sort key "${g.sortKey.name}"` : ''})`
    );
    return {
      pass: false,
      reason: `table "${c.table}" has no global secondary index${c.index ? ` "${c.index}"` : ''} with partition key "${sk}" and sort key "${pk}" (its own key, swapped)${has.length ? `; it has ${andList(has)}` : ''}`
    };
  }
};
