import { utf8Length } from '../keys/compare-utf8.ts';
import { valueSize } from '../items/item-size.ts';
import { getAttr } from '../model/attribute-value.ts';
import type { Projection } from '../model/design.ts';
import type { ResolvedTable } from './resolved-table.ts';
import { viewKeyAttributes } from './table-key-attributes.ts';
import type { View } from './view.ts';

/**
 * How to size one entry of `view` when an index entry holds less than the whole item: the one
 * home of that rule. A `KEYS_ONLY` entry holds the table's key attributes and the index's (every
 * part of a multi-attribute key); `INCLUDE` adds its `NonKeyAttributes`. The function answers an
 * item's entry size by its write order. Undefined when entries are whole items (the table's
 * view, an `ALL` projection): their size is the item's stored size (`ResolvedTable.storedSize`).
 * No per-entry storage overhead is counted: that is storage's (see collectionBytes), not the
 * entry's size, which reads and index writes are charged by.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html
 *
 * @example
 * const size = entrySizer(ta.resolved, ta.views[1]!); // a KEYS_ONLY GSI
 * size?.(0); // item 0's key attributes' bytes, names included
 */
export function entrySizer(
  resolved: ResolvedTable,
  view: View
): ((order: number) => number) | undefined {
  const projection = projectionOf(resolved, view);
  if (!projection || projection.type === 'ALL') return undefined;
  const table = resolved.table;
  const key = viewKeyAttributes(view.spec);
  const keyNames = [
    ...new Set(
      [table.partitionKey, table.sortKey, ...key.partition, ...key.sort].flatMap((k) =>
        k ? [k.name] : []
      )
    )
  ];
  const keySlots = keyNames.map((n) => resolved.keyAttributes.findIndex((k) => k.name === n));
  const keyNameBytes = keyNames.map(utf8Length);
  const extra = (projection.type === 'INCLUDE' ? (projection.nonKeyAttributes ?? []) : []).filter(
    (n) => !keyNames.includes(n)
  );
  const extraBytes = extra.map(utf8Length);
  // An included attribute that is another index's key is read as rendered, as it is stored.
  const extraSlots = extra.map((n) => resolved.keyAttributes.findIndex((k) => k.name === n));
  return (order) => {
    let size = 0;
    for (let k = 0; k < keySlots.length; k++) {
      const v = resolved.keyValue(order, keySlots[k]!);
      if (v) size += keyNameBytes[k]! + valueSize(v);
    }
    if (extra.length) {
      const own = resolved.attributesOf(order);
      for (let a = 0; a < extra.length; a++) {
        const slot = extraSlots[a]!;
        const v = slot >= 0 ? resolved.keyValue(order, slot) : getAttr(own, extra[a]!);
        if (v) size += extraBytes[a]! + valueSize(v);
      }
    }
    return size;
  };
}

function projectionOf(resolved: ResolvedTable, view: View): Projection | null {
  const t = resolved.table;
  if (view.spec.kind === 'gsi')
    return t.globalSecondaryIndexes.find((g) => g.name === view.spec.index)?.projection ?? null;
  if (view.spec.kind === 'lsi')
    return t.localSecondaryIndexes.find((l) => l.name === view.spec.index)?.projection ?? null;
  return null;
}
