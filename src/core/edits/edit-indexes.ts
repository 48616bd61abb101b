import type { Design, GlobalSecondaryIndex, LocalSecondaryIndex, Table } from '../model/design.ts';
import { checkName } from '../rules/check-name.ts';
import { whyNoNewIndex } from '../rules/why-no-new-index.ts';
import { checkKey, tableAt } from './edit-tables.ts';
import { replaceTable } from './replace-table.ts';
import { refuse } from './refuse.ts';

/** A GSI or an LSI, with the list of the table that holds it. */
export type IndexKind = 'gsi' | 'lsi';
type IndexOf<K extends IndexKind> = K extends 'gsi' ? GlobalSecondaryIndex : LocalSecondaryIndex;

/** Append a GSI or LSI to a table, within DynamoDB's quotas and rules. */
export function addIndex<K extends IndexKind>(
  design: Design,
  t: number,
  kind: K,
  index: IndexOf<K>
): Design {
  const table = tableAt(design, t);
  refuse(whyNoNewIndex(table, kind));
  checkIndex(table, kind, -1, index);
  const next: Table =
    kind === 'gsi'
      ? {
          ...table,
          globalSecondaryIndexes: [...table.globalSecondaryIndexes, index as GlobalSecondaryIndex]
        }
      : {
          ...table,
          localSecondaryIndexes: [...table.localSecondaryIndexes, index as LocalSecondaryIndex]
        };
  return replaceTable(design, t, next, []);
}

/**
 * Replace one GSI or LSI. A rename carries the access patterns that query it along; entity
 * templates follow a renamed key attribute.
 */
export function setIndex<K extends IndexKind>(
  design: Design,
  t: number,
  kind: K,
  i: number,
  index: IndexOf<K>
): Design {
  const table = tableAt(design, t);
  const old = indexAt(table, kind, i) as IndexOf<K>;
  checkIndex(table, kind, i, index);
  const renames: [string | undefined, string | undefined][] = [
    [old.sortKey?.name, index.sortKey?.name]
  ];
  if (kind === 'gsi')
    renames.push([
      (old as GlobalSecondaryIndex).partitionKey.name,
      (index as GlobalSecondaryIndex).partitionKey.name
    ]);
  const next: Table =
    kind === 'gsi'
      ? {
          ...table,
          globalSecondaryIndexes: table.globalSecondaryIndexes.map((g, j) =>
            j === i ? (index as GlobalSecondaryIndex) : g
          )
        }
      : {
          ...table,
          localSecondaryIndexes: table.localSecondaryIndexes.map((l, j) =>
            j === i ? (index as LocalSecondaryIndex) : l
          )
        };
  const out = replaceTable(design, t, next, renames);
  if (old.name === index.name) return out;
  return {
    ...out,
    accessPatterns: out.accessPatterns.map((p) =>
      p.table === table.name && p.index === old.name ? { ...p, index: index.name } : p
    )
  };
}

/**
 * Delete one GSI or LSI. Templates for key attributes no other key uses go with it; access
 * patterns that query it stay, and run broken until they query something else.
 */
export function deleteIndex(design: Design, t: number, kind: IndexKind, i: number): Design {
  const table = tableAt(design, t);
  indexAt(table, kind, i);
  const next: Table =
    kind === 'gsi'
      ? { ...table, globalSecondaryIndexes: table.globalSecondaryIndexes.filter((_, j) => j !== i) }
      : { ...table, localSecondaryIndexes: table.localSecondaryIndexes.filter((_, j) => j !== i) };
  return replaceTable(design, t, next, []);
}

function checkIndex(table: Table, kind: IndexKind, at: number, index: IndexOf<IndexKind>): void {
  const others = [
    ...table.globalSecondaryIndexes.filter((_, j) => kind !== 'gsi' || j !== at),
    ...table.localSecondaryIndexes.filter((_, j) => kind !== 'lsi' || j !== at)
  ].map((x) => x.name);
  refuse(checkName('index', index.name, others));
  if ('partitionKey' in index) checkKey(index.partitionKey);
  if (index.sortKey) checkKey(index.sortKey);
  if (kind === 'lsi' && !index.sortKey) throw new Error('editDesign: an LSI needs a sort key.');
}

function indexAt(
  table: Table,
  kind: IndexKind,
  i: number
): GlobalSecondaryIndex | LocalSecondaryIndex {
  const list = kind === 'gsi' ? table.globalSecondaryIndexes : table.localSecondaryIndexes;
  const index = list[i];
  if (!index)
    throw new Error(`editDesign: table "${table.name}" has no ${kind.toUpperCase()} ${i}.`);
  return index;
}
