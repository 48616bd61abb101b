import { valueSize } from '../items/item-size.ts';
import { getAttr, type AttributeMap } from '../model/attribute-value.ts';
import { NONE, type SegmentKeys } from './segment-keys.ts';

/**
 * What one rendered key adds to item `i`'s stored size: the attribute's name and value, less
 * the attribute of that name the item carries, which the rendered key replaces. The one home of
 * that rule: an item's stored size is its own size (itemSize) plus this for each key slot
 * whose value a template renders. A key the items carry themselves (`col.template` undefined)
 * is already in their own size, so callers skip that slot; an item with no value adds 0.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html
 *
 * @param name the key attribute's name, and `nameBytes` its UTF-8 length (utf8Length), which
 *   callers measure once per slot rather than once per item
 * @param carried false when the run's items are known to carry no attribute of that name
 *   (carriedNames), so the item is not read
 *
 * @example
 * // PK rendered as "USER#al" (7 bytes) on an item that carries no PK: 2 + 7
 * renderedKeyBytes(seg.keys[0]!, 0, seg.items[0]!, 'PK', 2, true); // 9
 */
export function renderedKeyBytes(
  col: SegmentKeys,
  i: number,
  item: AttributeMap,
  name: string,
  nameBytes: number,
  carried: boolean
): number {
  const id = col.ids[i]!;
  if (id === NONE) return 0;
  const value = id >= 0 ? col.bytes[id]! : valueSize(col.invalid[-2 - id]!.value);
  const own = carried ? getAttr(item, name) : undefined;
  return nameBytes + value - (own ? nameBytes + valueSize(own) : 0);
}
