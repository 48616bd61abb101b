import type { AttributeMap } from '../model/attribute-value.ts';
import type { Design } from '../model/design.ts';
import type { ItemOwner } from './item-address.ts';

/**
 * `design` with the items of `owner` replaced by what `f` makes of them; every other array is
 * kept as it is (same identity), so whoever numbers arrays by identity sends only this one.
 * Refuses an owner the design does not have.
 *
 * @example
 * withItems(design, { kind: 'table', index: 0 }, (items) => items.concat(page));
 */
export function withItems(
  design: Design,
  owner: ItemOwner,
  f: (items: readonly AttributeMap[]) => readonly AttributeMap[]
): Design {
  const owners = owner.kind === 'table' ? design.tables : design.entities;
  if (!owners[owner.index]) throw new Error(`the design has no ${owner.kind} ${owner.index}`);
  const at = <T extends { items: readonly AttributeMap[] }>(list: readonly T[]): T[] =>
    list.map((o, i) => (i === owner.index ? { ...o, items: f(o.items) } : o));
  return owner.kind === 'table'
    ? { ...design, tables: at(design.tables) }
    : { ...design, entities: at(design.entities) };
}
