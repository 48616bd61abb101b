import { utf8Length } from '../keys/compare-utf8.ts';
import { valueSize } from '../items/item-size.ts';
import { getAttr } from '../model/attribute-value.ts';
import type { ResolvedTable } from './resolved-table.ts';
import { indexEntryNames } from './index-entry-names.ts';
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
  const names = indexEntryNames(resolved.table, view.spec);
  if (!names) return undefined;
  const all = [...names];
  const slots = all.map((n) => resolved.keyAttributes.findIndex((k) => k.name === n));
  const nameBytes = all.map(utf8Length);
  // Key attributes, and an INCLUDEd attribute that is another index's key, are read as rendered,
  // as they are stored; the rest from the item's own attributes.
  const own = slots.some((s) => s < 0);
  return (order) => {
    let size = 0;
    const attributes = own ? resolved.attributesOf(order) : undefined;
    for (let a = 0; a < all.length; a++) {
      const slot = slots[a]!;
      const v = slot >= 0 ? resolved.keyValue(order, slot) : getAttr(attributes!, all[a]!);
      if (v) size += nameBytes[a]! + valueSize(v);
    }
    return size;
  };
}
