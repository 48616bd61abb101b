import type { Billing, Design, KeyAttribute, Table } from '../model/design.ts';
import { checkName } from '../rules/check-name.ts';
import { whySortKeyStays } from '../rules/why-sort-key-stays.ts';
import { replaceTable } from './replace-table.ts';
import { refuse } from './refuse.ts';

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

/** Table `t` of the design; throws, in `editDesign`'s words, when there is none. */
export function tableAt(design: Design, t: number): Table {
  const table = design.tables[t];
  if (!table) throw new Error(`editDesign: the design has no table ${t}.`);
  return table;
}

/**
 * Throw unless `key` may be a key attribute: a valid name, and type S, N or B. Index edits
 * check their keys with it too.
 */
export function checkKey(key: KeyAttribute): void {
  refuse(checkName('key attribute', key.name, []));
  if (key.type !== 'S' && key.type !== 'N' && key.type !== 'B')
    throw new Error(`editDesign: key attributes are S, N or B, not ${String(key.type)}.`);
}

function otherNames(list: readonly { name: string }[], except: number): string[] {
  return list.filter((_, i) => i !== except).map((x) => x.name);
}
