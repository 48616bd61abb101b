import type { KeyAttribute, Table } from '../model/design.ts';

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
  const liveIndexes = new Map<string, { pk?: KeyAttribute; sk?: KeyAttribute }>([
    ...live.globalSecondaryIndexes.map(
      (g) => [g.name, { pk: g.partitionKey, sk: g.sortKey }] as const
    ),
    ...live.localSecondaryIndexes.map(
      (l) => [l.name, { pk: live.partitionKey, sk: l.sortKey }] as const
    )
  ]);
  const designIndexes = [
    ...design.globalSecondaryIndexes.map((g) => ({
      name: g.name,
      pk: g.partitionKey,
      sk: g.sortKey
    })),
    ...design.localSecondaryIndexes.map((l) => ({
      name: l.name,
      pk: design.partitionKey,
      sk: l.sortKey
    }))
  ];
  for (const d of designIndexes) {
    const l = liveIndexes.get(d.name);
    if (!l) out.push(`index "${d.name}" is in the design but not in the live table`);
    else if (!same(d.pk, l.pk) || !same(d.sk, l.sk))
      out.push(
        `index "${d.name}" is keyed on ${key(d.pk)} / ${key(d.sk)} in the design but ${key(l.pk)} / ${key(l.sk)} in the live table`
      );
    liveIndexes.delete(d.name);
  }
  for (const name of liveIndexes.keys())
    out.push(`index "${name}" is in the live table but not in the design`);
  return out;
}
