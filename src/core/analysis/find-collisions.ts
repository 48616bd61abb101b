import type { KeyValue } from '../model/attribute-value.ts';
import type { ResolvedItem } from '../views/resolved-table.ts';
import type { View } from '../views/view.ts';

/** Two or more items written to one primary key: only the last one is in the table. */
export interface Collision {
  readonly table: string;
  /** Always null: only a table's primary key must be unique; index keys need not be. */
  readonly index: null;
  readonly partitionKey: { readonly name: string; readonly value: KeyValue };
  readonly sortKey?: { readonly name: string; readonly value: KeyValue };
  /** In write order; the last one overwrote the others. */
  readonly items: readonly ResolvedItem[];
}

/**
 * Read the collisions off a table view, where `buildView` has already put equal
 * primary keys side by side and recorded each run. No extra hashing: the sort
 * did the work.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_PutItem.html
 */
export function findCollisions(view: View): Collision[] {
  if (view.spec.kind !== 'table') return [];
  const out: Collision[] = [];
  for (const [c, from, to] of view.collisionRuns) {
    const collection = view.collection(c);
    const first = collection.entry(from);
    const items: ResolvedItem[] = [];
    for (let e = from; e < to; e++) items.push(collection.entry(e).item);
    const pk = { name: view.spec.partitionKey.name, value: first.pk };
    const sk =
      view.spec.sortKey && first.sk ? { name: view.spec.sortKey.name, value: first.sk } : undefined;
    out.push({
      table: view.spec.table,
      index: null,
      partitionKey: pk,
      ...(sk ? { sortKey: sk } : {}),
      items
    });
  }
  return out;
}
