import type {
  Billing,
  Design,
  GlobalSecondaryIndex,
  KeyAttribute,
  LocalSecondaryIndex,
  Table
} from '../model/design.ts';
import { checkName, whyNoNewGsi, whyNoNewLsi, whySortKeyStays } from './design-rules.ts';
import { keyAttributeNames } from './key-attribute-names.ts';

/** A GSI or an LSI, with the list of the table that holds it. */
export type IndexKind = 'gsi' | 'lsi';
type IndexOf<K extends IndexKind> = K extends 'gsi' ? GlobalSecondaryIndex : LocalSecondaryIndex;

/** Append a table; its name must be valid and new. */
export function addTable(design: Design, table: Table): Design {
  refuse(
    checkName(
      'table',
      table.name,
      design.tables.map((t) => t.name)
    )
  );
  checkKey(table.partitionKey);
  if (table.sortKey) checkKey(table.sortKey);
  return { ...design, tables: [...design.tables, table] };
}

/** Rename a table; its entities and access patterns follow. */
export function renameTable(design: Design, t: number, name: string): Design {
  const table = tableAt(design, t);
  if (name === table.name) return design;
  refuse(checkName('table', name, otherNames(design.tables, t)));
  return {
    ...design,
    tables: design.tables.map((x, i) => (i === t ? { ...x, name } : x)),
    entities: design.entities.map((e) => (e.table === table.name ? { ...e, table: name } : e)),
    accessPatterns: design.accessPatterns.map((p) =>
      p.table === table.name ? { ...p, table: name } : p
    )
  };
}

/**
 * Delete a table. Its entities and access patterns go with it when `withEntities` is true;
 * otherwise a table that any of them uses is refused, naming them.
 */
export function deleteTable(design: Design, t: number, withEntities: boolean): Design {
  const table = tableAt(design, t);
  const entities = design.entities.filter((e) => e.table === table.name).map((e) => e.name);
  const patterns = design.accessPatterns.filter((p) => p.table === table.name).map((p) => p.name);
  if (!withEntities && entities.length + patterns.length > 0) {
    const what = [
      ...(entities.length ? [`entities ${entities.join(', ')}`] : []),
      ...(patterns.length ? [`access patterns ${patterns.join(', ')}`] : [])
    ].join(' and ');
    throw new Error(
      `Table "${table.name}" holds ${what}; delete or move them first, or delete the table with them`
    );
  }
  return {
    ...design,
    tables: design.tables.filter((_, i) => i !== t),
    entities: design.entities.filter((e) => e.table !== table.name),
    accessPatterns: design.accessPatterns
      .filter((p) => p.table !== table.name)
      .map((p) =>
        p.expectedEntities.some((e) => entities.includes(e))
          ? { ...p, expectedEntities: p.expectedEntities.filter((e) => !entities.includes(e)) }
          : p
      )
  };
}

/**
 * Set the table's partition key, or its sort key (null removes it). Entity templates follow a
 * renamed key attribute.
 */
export function setTableKey(
  design: Design,
  t: number,
  which: 'partitionKey' | 'sortKey',
  key: KeyAttribute | null
): Design {
  const table = tableAt(design, t);
  if (key) checkKey(key);
  else if (which === 'partitionKey') throw new Error('editDesign: a table needs a partition key.');
  else if (table.sortKey) refuse(whySortKeyStays(table));
  const { [which]: old, ...rest } = table;
  const next = (key ? { ...rest, [which]: key } : rest) as Table;
  return replaceTable(design, t, next, [[old?.name, key?.name]]);
}

/** Set the table's billing mode; null removes it (the format's default: unspecified). */
export function setBilling(design: Design, t: number, billing: Billing | null): Design {
  const table = tableAt(design, t);
  if (billing?.mode === 'PROVISIONED') {
    for (const units of [billing.readCapacityUnits, billing.writeCapacityUnits])
      if (!Number.isInteger(units) || units < 1)
        throw new Error(`editDesign: capacity units must be whole numbers of at least 1.`);
  }
  const { billing: _old, ...rest } = table;
  return replaceTable(design, t, billing ? { ...rest, billing } : rest, []);
}

/** Append a GSI or LSI to a table, within DynamoDB's quotas and rules. */
export function addIndex<K extends IndexKind>(
  design: Design,
  t: number,
  kind: K,
  index: IndexOf<K>
): Design {
  const table = tableAt(design, t);
  refuse(kind === 'gsi' ? whyNoNewGsi(table) : whyNoNewLsi(table));
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

/**
 * Put `next` in place of table `t`. Each `[from, to]` is a key attribute renamed by the edit:
 * entity templates for `from` move to `to` (or are copied, when another key still uses
 * `from`). Templates for key attributes the table no longer has are dropped.
 */
function replaceTable(
  design: Design,
  t: number,
  next: Table,
  renames: readonly (readonly [string | undefined, string | undefined])[]
): Design {
  const before = design.tables[t]!;
  const oldKeys = keyAttributeNames(before);
  const newKeys = keyAttributeNames(next);
  const moves = renames.filter(
    (r): r is [string, string] => r[0] !== undefined && r[1] !== undefined && r[0] !== r[1]
  );
  const gone = oldKeys.filter((k) => !newKeys.includes(k));
  const entities =
    moves.length === 0 && gone.length === 0
      ? design.entities
      : design.entities.map((e) => {
          if (e.table !== before.name) return e;
          // Moved templates keep their place; copies go right after their original.
          const keys: Record<string, string> = {};
          for (const [k, template] of Object.entries(e.keys)) {
            if (!gone.includes(k)) keys[k] = template;
            for (const [from, to] of moves)
              if (from === k && e.keys[to] === undefined && keys[to] === undefined)
                keys[to] = template;
          }
          const same =
            Object.keys(keys).length === Object.keys(e.keys).length &&
            Object.keys(keys).every((k) => keys[k] === e.keys[k]);
          return same ? e : { ...e, keys };
        });
  return { ...design, tables: design.tables.map((x, i) => (i === t ? next : x)), entities };
}

function tableAt(design: Design, t: number): Table {
  const table = design.tables[t];
  if (!table) throw new Error(`editDesign: the design has no table ${t}.`);
  return table;
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

function checkKey(key: KeyAttribute): void {
  refuse(checkName('key attribute', key.name, []));
  if (key.type !== 'S' && key.type !== 'N' && key.type !== 'B')
    throw new Error(`editDesign: key attributes are S, N or B, not ${String(key.type)}.`);
}

function otherNames(list: readonly { name: string }[], except: number): string[] {
  return list.filter((_, i) => i !== except).map((x) => x.name);
}

function refuse(problem: string | null): void {
  if (problem) throw new Error(problem);
}
