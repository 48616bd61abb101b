import type { KeyAttribute, Table } from '../model/design.ts';
import type { KeyRole } from '../rules/validate-key-value.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import { isMultiKey } from '../model/is-multi-key.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';

/** One queryable view of a table: the table itself or one of its indexes. */
export interface ViewSpec {
  readonly table: string;
  /** null for the table itself. */
  readonly index: string | null;
  readonly kind: 'table' | 'gsi' | 'lsi';
  /** The partition key attribute; a multi-attribute key's first (the whole key is `parts`). */
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
  /**
   * A GSI whose key has several attributes in a part (since November 2025): every attribute of
   * each part, in KeySchema order. Absent for a one-attribute key, which keeps the fast path.
   */
  readonly parts?: MultiKeySchema;
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
      sortKey: g.sortKey,
      ...(isMultiKey(g) ? { parts: gsiKeySchema(g) } : {})
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

/** A view's key attributes, partition then sort, every part of a multi-attribute key included. */
export function viewKeyAttributes(v: ViewSpec): MultiKeySchema {
  return v.parts ?? { partition: [v.partitionKey], sort: v.sortKey ? [v.sortKey] : [] };
}

/** Every key attribute of the table and its indexes, each once, with its declared type. */
export function tableKeyAttributes(table: Table): KeyAttribute[] {
  const seen = new Map<string, KeyAttribute>();
  for (const v of tableViews(table)) {
    const key = viewKeyAttributes(v);
    for (const k of [...key.partition, ...key.sort]) if (!seen.has(k.name)) seen.set(k.name, k);
  }
  return [...seen.values()];
}

/**
 * The stricter 1024-byte limit applies when an attribute is a sort key of the table or any index
 * (every sort attribute of a multi-attribute key: the docs give each attribute its own limits).
 */
export function keyRoles(table: Table, keyAttrs: readonly KeyAttribute[]): KeyRole[] {
  const sortNames = new Set<string>();
  for (const v of tableViews(table))
    for (const k of viewKeyAttributes(v).sort) sortNames.add(k.name);
  return keyAttrs.map((k) => (sortNames.has(k.name) ? 'sort' : 'partition'));
}
