import type { KeyValue } from '../model/attribute-value.ts';
import type { ResolvedItem } from '../views/resolve-items.ts';
import type { View } from '../views/build-view.ts';

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
 * primary keys side by side and marked the overwritten ones. No extra hashing:
 * the sort did the work.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_PutItem.html
 */
export function findCollisions(view: View): Collision[] {
  if (view.spec.kind !== 'table') return [];
  const out: Collision[] = [];
  for (const c of view.collections) {
    const entries = c.entries;
    for (let i = 0; i < entries.length; i++) {
      const first = entries[i]!;
      if (!first.overwrittenBy) continue;
      const items: ResolvedItem[] = [first.item];
      while (i + 1 < entries.length && entries[i]!.overwrittenBy) items.push(entries[++i]!.item);
      const pk = { name: view.spec.partitionKey.name, value: first.pk };
      const sk =
        view.spec.sortKey && first.sk
          ? { name: view.spec.sortKey.name, value: first.sk }
          : undefined;
      out.push({
        table: view.spec.table,
        index: null,
        partitionKey: pk,
        ...(sk ? { sortKey: sk } : {}),
        items
      });
    }
  }
  return out;
}
