import { viewKeyAttributes, type ViewSpec } from '../../views/table-key-attributes.ts';
import { andList } from './and-list.ts';
import { findView } from './find-view.ts';
import type { CheckKind } from './check-kind.ts';

export interface IndexKeyCheck {
  readonly kind: 'index-key';
  readonly table: string;
  readonly index: string;
  /** The partition key's attributes, in KeySchema order: one, or up to four (a GSI's). */
  readonly partitionKeys: readonly string[];
  /** The sort key's attributes, in order; absent when the sort key does not matter. */
  readonly sortKeys?: readonly string[];
}

/**
 * Index `index` of table `table` is keyed by exactly these attributes, in this order: the
 * partition key's `partitionKeys` and (when given) the sort key's `sortKeys`. A multi-attribute
 * GSI key is a list; the order is part of the key, since DynamoDB orders a collection by the
 * sort attributes left to right and a Query's conditions must be a prefix of them.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * indexKey.evaluate({ kind: 'index-key', table: 'TournamentMatches', index: 'TournamentRegionIndex', partitionKeys: ['tournamentId', 'region'] }, context);
 * // { pass: false, reason: 'index "TournamentRegionIndex" of table "TournamentMatches" has the partition key GSI1PK; make it tournamentId + region' }
 */
export const indexKey: CheckKind<IndexKeyCheck> = {
  kind: 'index-key',
  label: "An index's key is these attributes, in order",
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'index', type: 'index', required: true, label: 'Index' },
    {
      name: 'partitionKeys',
      type: 'attributes',
      required: true,
      label: 'Partition key attributes, in order'
    },
    {
      name: 'sortKeys',
      type: 'attributes',
      required: false,
      label: 'Sort key attributes, in order'
    }
  ],
  validate(c) {
    const limit = (list: readonly string[] | undefined, part: string) =>
      list && list.length > 4
        ? `"${part}" lists ${list.length} attributes; a key has at most 4 (a GSI's multi-attribute key)`
        : null;
    return limit(c.partitionKeys, 'partitionKeys') ?? limit(c.sortKeys, 'sortKeys');
  },
  describe(c) {
    const sort = c.sortKeys ? ` and the sort key ${c.sortKeys.join(' + ')}` : '';
    return `index "${c.index}" of table "${c.table}" has the partition key ${c.partitionKeys.join(' + ')}${sort}`;
  },
  evaluate(c, { analysis }) {
    const table = findView(analysis, c.table, null);
    if (!table.ok) return { pass: false, reason: table.problem };
    const found = findView(analysis, c.table, c.index);
    if (!found.ok)
      return { pass: false, reason: `${found.problem}; add a GSI "${c.index}"${keyed(c)}` };
    const key = keyOf(found.view.spec);
    const parts = [
      { role: 'partition key', want: c.partitionKeys, has: key.partition },
      ...(c.sortKeys ? [{ role: 'sort key', want: c.sortKeys, has: key.sort }] : [])
    ];
    for (const { role, want, has } of parts) {
      if (same(want, has)) continue;
      const now = has.length ? `the ${role} ${has.join(' + ')}` : `no ${role}`;
      const order =
        has.length === want.length && [...has].sort().join() === [...want].sort().join()
          ? ' (the same attributes, in another order: the order is part of the key)'
          : '';
      return {
        pass: false,
        reason: `${found.where} has ${now}${order}; make it ${want.join(' + ')}`
      };
    }
    const sort = key.sort.length ? `, sort key ${key.sort.join(' + ')}` : ', no sort key';
    return {
      pass: true,
      reason: `${found.where} has partition key ${key.partition.join(' + ')}${sort}`
    };
  }
};

function keyOf(spec: ViewSpec): { partition: string[]; sort: string[] } {
  const key = viewKeyAttributes(spec);
  return { partition: key.partition.map((k) => k.name), sort: key.sort.map((k) => k.name) };
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function keyed(c: IndexKeyCheck): string {
  const keys = [
    `partition key ${c.partitionKeys.join(' + ')}`,
    ...(c.sortKeys ? [`sort key ${c.sortKeys.join(' + ')}`] : [])
  ];
  return ` with ${andList(keys)}`;
}
