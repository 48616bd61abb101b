import type { AttributeMap } from '../model/attribute-value.ts';
import type { Design, Entity, KeyAttribute, Table } from '../model/design.ts';
import type { ItemOwner } from './item-address.ts';

/** One change to a design, as the studio's editors make them. */
export type DesignEdit =
  /** Set an entity's template for a key attribute; an empty template removes it. */
  | {
      readonly kind: 'set-key-template';
      readonly entity: number;
      readonly attribute: string;
      readonly template: string;
    }
  /** Set (or with null remove) a table's sort key; entity templates follow a rename. */
  | { readonly kind: 'set-sort-key'; readonly table: number; readonly sortKey: KeyAttribute | null }
  | {
      readonly kind: 'add-items';
      readonly owner: ItemOwner;
      readonly items: readonly AttributeMap[];
    }
  | {
      readonly kind: 'replace-item';
      readonly owner: ItemOwner;
      readonly index: number;
      readonly item: AttributeMap;
    }
  | { readonly kind: 'delete-item'; readonly owner: ItemOwner; readonly index: number };

/**
 * Apply one edit and return a new design; the input is never changed, and everything the edit
 * does not touch is shared with it (so item arrays keep their identity across template edits).
 * Throws when the edit addresses something the design does not have.
 *
 * @example
 * editDesign(design, { kind: 'set-key-template', entity: 0, attribute: 'SK', template: '${Author}' });
 */
export function editDesign(design: Design, edit: DesignEdit): Design {
  switch (edit.kind) {
    case 'set-key-template':
      return withEntity(design, edit.entity, (e) => ({
        ...e,
        keys: setKey(e.keys, edit.attribute, edit.template)
      }));
    case 'set-sort-key':
      return setSortKey(design, edit.table, edit.sortKey);
    case 'add-items':
      return withItems(design, edit.owner, (items, sources) => ({
        items: [...items, ...edit.items],
        sources: sources && [
          ...sources,
          ...edit.items.map((_, i) => `(added item ${items.length + i})`)
        ]
      }));
    case 'replace-item':
      return withItems(design, edit.owner, (items, sources) => {
        checkIndex(items, edit.index);
        return { items: items.map((it, i) => (i === edit.index ? edit.item : it)), sources };
      });
    case 'delete-item':
      return withItems(design, edit.owner, (items, sources) => {
        checkIndex(items, edit.index);
        return {
          items: items.filter((_, i) => i !== edit.index),
          sources: sources?.filter((_, i) => i !== edit.index)
        };
      });
  }
}

function setKey(keys: Entity['keys'], attribute: string, template: string): Entity['keys'] {
  const out: Record<string, string> = {};
  for (const k of Object.keys(keys)) if (k !== attribute) out[k] = keys[k]!;
  if (template !== '') out[attribute] = template;
  return out;
}

function setSortKey(design: Design, t: number, sortKey: KeyAttribute | null): Design {
  const table = design.tables[t];
  if (!table) throw new Error(`editDesign: the design has no table ${t}.`);
  const before = table.sortKey?.name;
  const { sortKey: _old, ...rest } = table;
  const next: Table = sortKey ? { ...rest, sortKey } : rest;
  const renamed =
    before !== undefined && sortKey !== null && sortKey.name !== before ? sortKey.name : null;
  const entities = renamed
    ? design.entities.map((e) => {
        if (
          e.table !== table.name ||
          e.keys[before!] === undefined ||
          e.keys[renamed] !== undefined
        )
          return e;
        const keys: Record<string, string> = {};
        for (const k of Object.keys(e.keys)) keys[k === before ? renamed : k] = e.keys[k]!;
        return { ...e, keys };
      })
    : design.entities;
  return { ...design, tables: design.tables.map((x, i) => (i === t ? next : x)), entities };
}

function withEntity(design: Design, index: number, f: (e: Entity) => Entity): Design {
  const entity = design.entities[index];
  if (!entity) throw new Error(`editDesign: the design has no entity ${index}.`);
  return { ...design, entities: design.entities.map((e, i) => (i === index ? f(e) : e)) };
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
  if (owner.kind === 'entity') return withEntity(design, owner.index, apply);
  const table = design.tables[owner.index];
  if (!table) throw new Error(`editDesign: the design has no table ${owner.index}.`);
  return { ...design, tables: design.tables.map((x, i) => (i === owner.index ? apply(x) : x)) };
}

function checkIndex(items: readonly unknown[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    throw new Error(`editDesign: there is no item ${index}; the owner has ${items.length} items.`);
  }
}
