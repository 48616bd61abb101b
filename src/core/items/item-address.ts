import type { Design } from '../model/design.ts';

/** Who holds an item in a design: a table's own `items` or an entity's `items`. */
export type ItemOwner =
  | { readonly kind: 'table'; readonly index: number }
  | { readonly kind: 'entity'; readonly index: number };

export interface ItemAddress {
  readonly owner: ItemOwner;
  /** Position in the owner's `items`. */
  readonly index: number;
}

/**
 * Find where the item written `order`-th into a table lives in the design. Write order is the
 * format's: the table's own items first, then each entity of that table in design order
 * (docs/design-format.md, "Write order and overwrites"). Null when there is no such item.
 *
 * @example
 * itemAddress(design, 'battle-royale', 7); // { owner: { kind: 'entity', index: 1 }, index: 1 }
 */
export function itemAddress(design: Design, tableName: string, order: number): ItemAddress | null {
  if (!Number.isInteger(order) || order < 0) return null;
  const t = design.tables.findIndex((x) => x.name === tableName);
  if (t < 0) return null;
  let rest = order;
  const own = design.tables[t]!.items.length;
  if (rest < own) return { owner: { kind: 'table', index: t }, index: rest };
  rest -= own;
  for (let e = 0; e < design.entities.length; e++) {
    const entity = design.entities[e]!;
    if (entity.table !== tableName) continue;
    if (rest < entity.items.length) return { owner: { kind: 'entity', index: e }, index: rest };
    rest -= entity.items.length;
  }
  return null;
}
