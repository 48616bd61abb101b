import type { AttributeMap } from '../model/attribute-value.ts';
import { emptyMap } from '../model/attribute-value.ts';

// Per set of dropped names, each item's stored form, so an item keeps one stored object across
// analyses (its size, measured once per object, is then measured once); and each array's, so an
// unchanged entity keeps the array later passes cache their work by.
const made = new Map<string, WeakMap<AttributeMap, AttributeMap>>();
const arrays = new WeakMap<
  readonly AttributeMap[],
  { id: string; stored: readonly AttributeMap[] }
>();

/**
 * An entity's items as the table stores them: without the `keyOnly` fields, which exist only
 * inside the keys rendered from them. The same array when there are none.
 *
 * @example
 * storedItems([{ customerId: { S: 'c1' }, total: { N: '5' } }], ['customerId']); // [{ total: { N: '5' } }]
 */
export function storedItems(
  items: readonly AttributeMap[],
  keyOnly: readonly string[] | undefined
): readonly AttributeMap[] {
  if (!keyOnly?.length) return items;
  const id = keyOnly.join('\u0000');
  const known = arrays.get(items);
  if (known?.id === id) return known.stored;
  let memo = made.get(id);
  if (!memo) made.set(id, (memo = new WeakMap()));
  const drop = new Set(keyOnly);
  const stored = items.map((item) => {
    const known = memo.get(item);
    if (known) return known;
    const one = emptyMap();
    for (const name in item) if (!drop.has(name)) one[name] = item[name]!;
    memo.set(item, one);
    return one;
  });
  arrays.set(items, { id, stored });
  return stored;
}
