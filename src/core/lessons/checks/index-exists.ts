import { andList } from './and-list.ts';
import { findView } from './find-view.ts';
import type { CheckKind } from './check-kind.ts';

export interface IndexExistsCheck {
  readonly kind: 'index-exists';
  readonly table: string;
  readonly index?: string;
  /** The index's partition key attribute (an LSI's is the table's). */
  readonly partitionKey?: string;
  readonly sortKey?: string;
}

/**
 * Table `table` has a secondary index (GSI or LSI) matching what is given: its name, its
 * partition key attribute, its sort key attribute.
 *
 * @example
 * indexExists.evaluate({ kind: 'index-exists', table: 'app', partitionKey: 'sk' }, context);
 * // { pass: true, reason: 'table "app" has index "reverse" (partition key "sk", sort key "pk")' }
 */
export const indexExists: CheckKind<IndexExistsCheck> = {
  kind: 'index-exists',
  label: 'A table has a secondary index',
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'index', type: 'index', required: false, label: 'Index name (any when empty)' },
    { name: 'partitionKey', type: 'attribute', required: false, label: "Index's partition key" },
    { name: 'sortKey', type: 'attribute', required: false, label: "Index's sort key" }
  ],
  describe: (c) => `table "${c.table}" has ${wanted(c)}`,
  evaluate(c, { analysis }) {
    const found = findView(analysis, c.table, null);
    if (!found.ok) return { pass: false, reason: found.problem };
    const indexes = found.table.views.filter((v) => v.spec.index !== null).map((v) => v.spec);
    const match = indexes.find(
      (s) =>
        (c.index === undefined || s.index === c.index) &&
        (c.partitionKey === undefined || s.partitionKey.name === c.partitionKey) &&
        (c.sortKey === undefined || s.sortKey?.name === c.sortKey)
    );
    const keys = (s: (typeof indexes)[number]): string =>
      `partition key "${s.partitionKey.name}"${s.sortKey ? `, sort key "${s.sortKey.name}"` : ', no sort key'}`;
    if (match)
      return {
        pass: true,
        reason: `table "${c.table}" has index "${match.index}" (${keys(match)})`
      };
    const has = indexes.map((s) => `"${s.index}" (${keys(s)})`);
    return {
      pass: false,
      reason: `table "${c.table}" has no ${wanted(c)}${has.length ? `; it has ${andList(has)}` : '; it has no secondary indexes yet'}`
    };
  }
};

function wanted(c: IndexExistsCheck): string {
  const keys = [
    ...(c.partitionKey ? [`partition key "${c.partitionKey}"`] : []),
    ...(c.sortKey ? [`sort key "${c.sortKey}"`] : [])
  ];
  const name = c.index ? `index "${c.index}"` : 'secondary index';
  return keys.length ? `${name} with ${andList(keys)}` : name;
}
