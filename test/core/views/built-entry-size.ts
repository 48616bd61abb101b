import { itemSize } from '../../../src/core/items/item-size.ts';
import { emptyMap, type AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { storedItem } from '../../../src/core/views/resolve-items.ts';
import type { ResolvedTable } from '../../../src/core/views/resolved-table.ts';
import type { View } from '../../../src/core/views/view.ts';

/**
 * The brute-force size of item `order`'s entry in `view`, the oracle of the size tests: the
 * entry built (see builtEntry) and measured.
 */
export function builtEntrySize(resolved: ResolvedTable, view: View, order: number): number {
  return itemSize(builtEntry(resolved, view, order));
}

/**
 * Item `order`'s entry in `view`, built by brute force: the item whole as stored, or, in an index
 * projecting less than the whole item, only the attributes it holds kept (the table's keys, every
 * attribute of the index's key, and an INCLUDE's list).
 */
export function builtEntry(resolved: ResolvedTable, view: View, order: number): AttributeMap {
  const stored = storedItem(resolved, resolved.item(order)!);
  const { table } = resolved;
  const spec = view.spec;
  const projection =
    spec.kind === 'gsi'
      ? table.globalSecondaryIndexes.find((g) => g.name === spec.index)!.projection
      : spec.kind === 'lsi'
        ? table.localSecondaryIndexes.find((l) => l.name === spec.index)!.projection
        : { type: 'ALL' as const };
  if (projection.type === 'ALL') return stored;
  const names = new Set([
    table.partitionKey.name,
    ...(table.sortKey ? [table.sortKey.name] : []),
    ...[spec.parts?.partition ?? [spec.partitionKey], spec.parts?.sort ?? [spec.sortKey]]
      .flat()
      .flatMap((k) => (k ? [k.name] : [])),
    ...(projection.type === 'INCLUDE' ? (projection.nonKeyAttributes ?? []) : [])
  ]);
  const kept = emptyMap();
  for (const name of names) if (stored[name]) kept[name] = stored[name];
  return kept;
}
