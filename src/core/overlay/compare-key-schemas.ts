import type { KeyAttribute, Table } from '../model/design.ts';
import { tableViews, viewKeyAttributes, type ViewSpec } from '../views/table-key-attributes.ts';
import { viewKeyNames } from '../views/view-key-names.ts';

/**
 * How a design table's keys differ from a live table's (as `designTable` gives it): partition
 * and sort key names and types, and each index the design has that the table lacks or holds
 * differently. Empty when they agree.
 *
 * @example
 * compareKeySchemas(designTable, liveTable);
 * // ['the sort key is "Author" (S) in the design but "AuthorEdition" (S) in the live table']
 */
export function compareKeySchemas(design: Table, live: Table): string[] {
  const out: string[] = [];
  const key = (k: KeyAttribute | undefined) => (k ? `"${k.name}" (${k.type})` : 'absent');
  const same = (a: KeyAttribute | undefined, b: KeyAttribute | undefined) =>
    a?.name === b?.name && a?.type === b?.type;
  if (!same(design.partitionKey, live.partitionKey))
    out.push(
      `the partition key is ${key(design.partitionKey)} in the design but ${key(live.partitionKey)} in the live table`
    );
  if (!same(design.sortKey, live.sortKey))
    out.push(
      `the sort key is ${key(design.sortKey)} in the design but ${key(live.sortKey)} in the live table`
    );
  // Indexes by name as views: an LSI's partition key is its table's, a multi-attribute GSI's key
  // is compared whole (every attribute, in order) and named by all of them.
  const indexes = (t: Table) =>
    new Map(tableViews(t).flatMap((v) => (v.index === null ? [] : [[v.index, v] as const])));
  const liveIndexes = indexes(live);
  const whole = (v: ViewSpec) => JSON.stringify(viewKeyAttributes(v));
  const names = (v: ViewSpec) => {
    const n = viewKeyNames(v);
    return `${n.partition} / ${n.sort ?? 'no sort key'}`;
  };
  for (const [name, d] of indexes(design)) {
    const l = liveIndexes.get(name);
    if (!l) out.push(`index "${name}" is in the design but not in the live table`);
    else if (d.parts || l.parts) {
      if (whole(d) !== whole(l))
        out.push(
          `index "${name}" is keyed on ${names(d)} in the design but ${names(l)} in the live table`
        );
    } else if (!same(d.partitionKey, l.partitionKey) || !same(d.sortKey, l.sortKey))
      out.push(
        `index "${name}" is keyed on ${key(d.partitionKey)} / ${key(d.sortKey)} in the design but ${key(l.partitionKey)} / ${key(l.sortKey)} in the live table`
      );
    liveIndexes.delete(name);
  }
  for (const name of liveIndexes.keys())
    out.push(`index "${name}" is in the live table but not in the design`);
  return out;
}
