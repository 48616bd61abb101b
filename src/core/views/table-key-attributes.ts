import type { KeyAttribute, Table } from '../model/design.ts';
import type { KeyRole } from '../rules/validate-key-value.ts';

/** One queryable view of a table: the table itself or one of its indexes. */
export interface ViewSpec {
  readonly table: string;
  /** null for the table itself. */
  readonly index: string | null;
  readonly kind: 'table' | 'gsi' | 'lsi';
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
}

/** The table's own view followed by one view per GSI and LSI, in declaration order. */
export function tableViews(table: Table): ViewSpec[] {
  const views: ViewSpec[] = [
    {
      table: table.name,
      index: null,
      kind: 'table',
      partitionKey: table.partitionKey,
      sortKey: table.sortKey
    }
  ];
  for (const g of table.globalSecondaryIndexes) {
    views.push({
      table: table.name,
      index: g.name,
      kind: 'gsi',
      partitionKey: g.partitionKey,
      sortKey: g.sortKey
    });
  }
  for (const l of table.localSecondaryIndexes) {
    views.push({
      table: table.name,
      index: l.name,
      kind: 'lsi',
      partitionKey: table.partitionKey,
      sortKey: l.sortKey
    });
  }
  return views;
}

/** Every key attribute of the table and its indexes, each once, with its declared type. */
export function tableKeyAttributes(table: Table): KeyAttribute[] {
  const seen = new Map<string, KeyAttribute>();
  for (const v of tableViews(table)) {
    for (const k of [v.partitionKey, v.sortKey]) if (k && !seen.has(k.name)) seen.set(k.name, k);
  }
  return [...seen.values()];
}

/** The stricter 1024-byte limit applies when an attribute is a sort key of the table or any index. */
export function keyRoles(table: Table, keyAttrs: readonly KeyAttribute[]): KeyRole[] {
  const sortNames = new Set<string>();
  for (const v of tableViews(table)) if (v.sortKey) sortNames.add(v.sortKey.name);
  return keyAttrs.map((k) => (sortNames.has(k.name) ? 'sort' : 'partition'));
}
