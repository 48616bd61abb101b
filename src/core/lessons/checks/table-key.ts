import { findView } from './find-view.ts';
import type { CheckKind } from './check-kind.ts';

export interface TableKeyCheck {
  readonly kind: 'table-key';
  readonly table: string;
  readonly partitionKey?: string;
  /** `S`, `N` or `B`. */
  readonly partitionKeyType?: string;
  readonly sortKey?: string;
  readonly sortKeyType?: string;
}

/**
 * Table `table`'s primary key is what the task asks: its partition key and sort key attributes
 * have the given names and types (`S`, `N`, `B`). For tasks such as "give the table a sort key
 * `SK` (type S)" or "key `People` by `PersonID` (type N)".
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.CoreComponents.html#HowItWorks.CoreComponents.PrimaryKey
 *
 * @example
 * tableKey.evaluate({ kind: 'table-key', table: 'Music', sortKey: 'SongTitle', sortKeyType: 'S' }, context);
 * // { pass: false, reason: 'table "Music" has no sort key; give it the sort key "SongTitle" (type S)' }
 */
export const tableKey: CheckKind<TableKeyCheck> = {
  kind: 'table-key',
  label: "A table's primary key has these attributes",
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'partitionKey', type: 'attribute', required: false, label: 'Partition key' },
    { name: 'partitionKeyType', type: 'key-type', required: false, label: 'Its type' },
    { name: 'sortKey', type: 'attribute', required: false, label: 'Sort key' },
    { name: 'sortKeyType', type: 'key-type', required: false, label: 'Its type' }
  ],
  validate(c) {
    if (c.partitionKey === undefined && c.sortKey === undefined)
      return 'give "partitionKey", "sortKey" or both: the key attributes the table must have';
    if (c.partitionKeyType !== undefined && c.partitionKey === undefined)
      return '"partitionKeyType" needs "partitionKey": the attribute whose type it is';
    if (c.sortKeyType !== undefined && c.sortKey === undefined)
      return '"sortKeyType" needs "sortKey": the attribute whose type it is';
    return null;
  },
  describe(c) {
    const parts = [
      ...(c.partitionKey ? [`partition key "${c.partitionKey}"${type(c.partitionKeyType)}`] : []),
      ...(c.sortKey ? [`sort key "${c.sortKey}"${type(c.sortKeyType)}`] : [])
    ];
    return `table "${c.table}" has the ${parts.join(' and the ')}`;
  },
  evaluate(c, { analysis }) {
    const found = findView(analysis, c.table, null);
    if (!found.ok) return { pass: false, reason: found.problem };
    const t = found.table.table;
    const keys = [
      {
        role: 'partition key',
        want: c.partitionKey,
        wantType: c.partitionKeyType,
        has: t.partitionKey
      },
      { role: 'sort key', want: c.sortKey, wantType: c.sortKeyType, has: t.sortKey }
    ];
    for (const { role, want, wantType, has } of keys) {
      if (want === undefined) continue;
      const asked = `the ${role} "${want}"${type(wantType)}`;
      if (!has)
        return { pass: false, reason: `table "${c.table}" has no ${role}; give it ${asked}` };
      if (has.name !== want)
        return {
          pass: false,
          reason: `table "${c.table}"'s ${role} is "${has.name}"; make it ${asked}`
        };
      if (wantType !== undefined && has.type !== wantType)
        return {
          pass: false,
          reason: `table "${c.table}"'s ${role} "${want}" is of type ${has.type}; make it type ${wantType}`
        };
    }
    const sk = t.sortKey ? `, sort key "${t.sortKey.name}" (${t.sortKey.type})` : ', no sort key';
    return {
      pass: true,
      reason: `table "${c.table}" has partition key "${t.partitionKey.name}" (${t.partitionKey.type})${sk}`
    };
  }
};

function type(t: string | undefined): string {
  return t === undefined ? '' : ` (type ${t})`;
}
