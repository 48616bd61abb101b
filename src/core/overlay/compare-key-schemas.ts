import type { GlobalSecondaryIndex, KeyAttribute, Table } from '../model/design.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
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
  // A multi-attribute key is compared whole: every attribute, in order (`tail`).
  const tail = (g: GlobalSecondaryIndex) => {
    const k = gsiKeySchema(g);
    return JSON.stringify([k.partition.slice(1), k.sort.slice(1)]);
  };
  const liveIndexes = new Map<string, { pk?: KeyAttribute; sk?: KeyAttribute; tail?: string }>([
    ...live.globalSecondaryIndexes.map(
      (g) => [g.name, { pk: g.partitionKey, sk: g.sortKey, tail: tail(g) }] as const
    ),
    ...live.localSecondaryIndexes.map(
      (l) => [l.name, { pk: live.partitionKey, sk: l.sortKey }] as const
    )
  ]);
  const designIndexes = [
    ...design.globalSecondaryIndexes.map((g) => ({
      name: g.name,
      pk: g.partitionKey,
      sk: g.sortKey,
      tail: tail(g),
      names: viewKeyNames({
        table: '',
        index: g.name,
        kind: 'gsi',
        partitionKey: g.partitionKey,
        parts: gsiKeySchema(g)
      })
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
    else if ('tail' in d && d.tail !== l.tail) {
      const g = live.globalSecondaryIndexes.find((x) => x.name === d.name)!;
      const liveNames = viewKeyNames({
        table: '',
        index: g.name,
        kind: 'gsi',
        partitionKey: g.partitionKey,
        parts: gsiKeySchema(g)
      });
      const both = (n: { partition: string; sort: string | null }) =>
        `${n.partition} / ${n.sort ?? 'no sort key'}`;
      out.push(
        `index "${d.name}" is keyed on ${both(d.names)} in the design but ${both(liveNames)} in the live table`
      );
    } else if (!same(d.pk, l.pk) || !same(d.sk, l.sk))
      out.push(
        `index "${d.name}" is keyed on ${key(d.pk)} / ${key(d.sk)} in the design but ${key(l.pk)} / ${key(l.sk)} in the live table`
      );
    liveIndexes.delete(d.name);
  }
  for (const name of liveIndexes.keys())
    out.push(`index "${name}" is in the live table but not in the design`);
  return out;
}
