import { emptyMap, type AttributeMap } from '../model/attribute-value.ts';
import type { Design, Entity, Table } from '../model/design.ts';
import type { ItemOwner } from '../items/item-address.ts';

/**
 * Add items to a table's or an entity's own items: at the end, or before position `at` (the
 * studio puts an entity's new items before its generated ones, where reopening the design puts
 * them). When the owner records where its items came from (`itemSources`), each added item is
 * recorded as `(added item <position>)`.
 *
 * @example
 * addItems(design, { kind: 'entity', index: 0 }, [item]);
 */
export function addItems(
  design: Design,
  owner: ItemOwner,
  added: readonly AttributeMap[],
  at?: number
): Design {
  return withItems(design, owner, (items, sources) => {
    const place = at ?? items.length;
    if (!Number.isInteger(place) || place < 0 || place > items.length)
      throw new Error(
        `editDesign: cannot add items at position ${place}; the owner has ${items.length} items.`
      );
    const labels = added.map((_, i) => `(added item ${place + i})`);
    return {
      items: [...items.slice(0, place), ...added, ...items.slice(place)],
      sources: sources && [...sources.slice(0, place), ...labels, ...sources.slice(place)]
    };
  });
}

/**
 * Replace the owner's item at `index`; its recorded source stays. An entity's key-only fields
 * (`Entity.keyOnly`) that `item` does not give are kept from the item it replaces: the item is
 * edited as stored, where they do not show, and its keys are still rendered from them.
 */
export function replaceItem(
  design: Design,
  owner: ItemOwner,
  index: number,
  item: AttributeMap
): Design {
  const keyOnly = owner.kind === 'entity' ? (design.entities[owner.index]?.keyOnly ?? []) : [];
  return withItems(design, owner, (items, sources) => {
    checkIndex(items, index);
    const before = items[index]!;
    let next = item;
    const kept = keyOnly.filter((f) => !Object.hasOwn(item, f) && Object.hasOwn(before, f));
    if (kept.length) {
      const merged = emptyMap();
      for (const f of kept) merged[f] = before[f]!;
      for (const name in item) merged[name] = item[name]!;
      next = merged;
    }
    return { items: items.map((it, i) => (i === index ? next : it)), sources };
  });
}

/**
 * Put a copy of the owner's item at `index` right after it (its source recorded as an added
 * item). The copy has the same key, so it overwrites the original until one of them is changed,
 * as a second write with that key would in DynamoDB.
 *
 * @example
 * duplicateItem(design, { kind: 'entity', index: 0 }, 2); // items 0, 1, 2, copy of 2, 3…
 */
export function duplicateItem(design: Design, owner: ItemOwner, index: number): Design {
  const holder =
    owner.kind === 'entity' ? design.entities[owner.index] : design.tables[owner.index];
  if (!holder) throw new Error(`editDesign: the design has no ${owner.kind} ${owner.index}.`);
  checkIndex(holder.items, index);
  return addItems(design, owner, [holder.items[index]!], index + 1);
}

/** Delete the owner's item at `index`, with its recorded source. */
export function deleteItem(design: Design, owner: ItemOwner, index: number): Design {
  return withItems(design, owner, (items, sources) => {
    checkIndex(items, index);
    return {
      items: items.filter((_, i) => i !== index),
      sources: sources?.filter((_, i) => i !== index)
    };
  });
}

type ItemChange = (
  items: readonly AttributeMap[],
  sources: readonly string[] | undefined
) => { items: readonly AttributeMap[]; sources: readonly string[] | undefined };

function withItems(design: Design, owner: ItemOwner, change: ItemChange): Design {
  const apply = <T extends Table | Entity>(holder: T): T => {
    const r = change(holder.items, holder.itemSources);
    const { itemSources: _s, ...rest } = holder;
    return (
      r.sources ? { ...rest, items: r.items, itemSources: r.sources } : { ...rest, items: r.items }
    ) as T;
  };
  if (owner.kind === 'entity') {
    const entity = design.entities[owner.index];
    if (!entity) throw new Error(`editDesign: the design has no entity ${owner.index}.`);
    return {
      ...design,
      entities: design.entities.map((e, i) => (i === owner.index ? apply(e) : e))
    };
  }
  const table = design.tables[owner.index];
  if (!table) throw new Error(`editDesign: the design has no table ${owner.index}.`);
  return { ...design, tables: design.tables.map((x, i) => (i === owner.index ? apply(x) : x)) };
}

function checkIndex(items: readonly unknown[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    throw new Error(`editDesign: there is no item ${index}; the owner has ${items.length} items.`);
  }
}
