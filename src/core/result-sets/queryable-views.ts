import type { KeyAttribute } from '../model/design.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';
import { describeKey } from '../table-description/design-table.ts';
import type { DescribedKey, TableDescription } from '../table-description/table-description.ts';

/** The table or one of its indexes, as the Load options offer it. */
export interface ReadableView {
  /** '' for the table, else the index name. */
  readonly id: string;
  readonly label: string;
  readonly kind: 'table' | 'gsi' | 'lsi';
  readonly index?: string;
  /** The key a Query names, when it is one partition and at most one sort attribute. */
  readonly key?: { readonly partitionKey: KeyAttribute; readonly sortKey?: KeyAttribute };
  /** A GSI's multi-attribute key instead: a Query gives every partition attribute's value. */
  readonly multiKey?: MultiKeySchema;
  /** DescribeTable's size of the table or index, for the cost of a full scan. */
  readonly sizeBytes?: number;
}

/**
 * The table and each index, for Scan (any) and Query (any whose key DynamoDB lets a Query name:
 * one partition and at most one sort attribute, an LSI sharing the table's partition key, or a
 * GSI's multi-attribute key, given as `multiKey`).
 *
 * @example
 * queryableViews(description).map((v) => v.label); // ['Table battle-royale', 'GSI InvertedIndex (SK, PK)']
 */
export function queryableViews(description: TableDescription): ReadableView[] {
  const single = (key: DescribedKey) => {
    const pk = key.partition[0];
    if (!pk || key.partition.length > 1 || key.sort.length > 1) return undefined;
    const sk = key.sort[0];
    return { partitionKey: { ...pk }, ...(sk ? { sortKey: { ...sk } } : {}) };
  };
  const table: ReadableView = {
    id: '',
    label: `Table ${description.name}`,
    kind: 'table',
    ...(single(description.key) ? { key: single(description.key)! } : {}),
    ...(description.sizeBytes !== undefined ? { sizeBytes: description.sizeBytes } : {})
  };
  return [
    table,
    ...description.indexes.map((index): ReadableView => {
      const key =
        index.kind === 'lsi'
          ? { partition: description.key.partition, sort: index.key.sort }
          : index.key;
      const ok = single(key);
      const multi = !ok && index.kind === 'gsi' && key.partition.length > 0;
      return {
        id: index.name,
        label: `${index.kind.toUpperCase()} ${index.name} (${describeKey(key)}${ok || multi ? '' : '; Scan only'})`,
        kind: index.kind,
        index: index.name,
        ...(ok ? { key: ok } : {}),
        ...(multi
          ? {
              multiKey: {
                partition: key.partition.map((a) => ({ ...a })),
                sort: key.sort.map((a) => ({ ...a }))
              }
            }
          : {}),
        ...(index.sizeBytes !== undefined ? { sizeBytes: index.sizeBytes } : {})
      };
    })
  ];
}
