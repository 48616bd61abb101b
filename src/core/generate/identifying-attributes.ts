import { templateOf } from '../model/template-of.ts';
import type { Design, Entity } from '../model/design.ts';
import { parseTemplate } from '../templates/parse-template.ts';

/**
 * The attribute that identifies each entity's items, by entity index (undefined for an entity
 * that has none of its own, such as a mapping keyed by two other entities' ids). Read from the
 * placeholders of the entity's table key templates (the key attribute itself where the entity
 * has no template for it), in this order:
 *
 * 1. one named like the entity: `orderId` for Order (under `CUSTOMER#${customerId}` /
 *    `ORDER#${orderId}`), `username` for User, `PersonID` for Person;
 * 2. the one attribute that alone makes its primary key (`USER#${userId}` / `METADATA`), unless
 *    an earlier entity is identified by it alone;
 * 3. else the first partition key placeholder, or the last sort key one, that names no other
 *    entity and identifies no other entity alone — `ORDER#${orderId}` / `ITEM#${lineId}` makes
 *    OrderItem's `lineId` its own, while `orderId` is a reference to Order.
 *
 * @example
 * identifyingAttributes(shop); // ['customerId', 'orderId', 'lineId']
 */
export function identifyingAttributes(design: Design): (string | undefined)[] {
  const fields = design.entities.map((e) => keyFields(design, e));
  const alone = new Map<string, number>();
  fields.forEach((f, i) => {
    if (f.pk.length + f.sk.length === 1) {
      const only = f.pk[0] ?? f.sk[0]!;
      if (!alone.has(only)) alone.set(only, i);
    }
  });
  return design.entities.map((entity, i) => {
    const { pk, sk } = fields[i]!;
    const all = [...pk, ...sk];
    const named = all.find((f) => namesEntity(f, entity.name));
    if (named !== undefined) return named;
    if (all.length === 1 && alone.get(all[0]!) === i) return all[0];
    const own = (f: string) =>
      !alone.has(f) && !design.entities.some((o, j) => j !== i && namesEntity(f, o.name));
    return pk.find(own) ?? [...sk].reverse().find(own);
  });
}

/** The placeholders of an entity's partition and sort key templates for its table. */
function keyFields(design: Design, entity: Entity): { pk: string[]; sk: string[] } {
  const table = design.tables.find((t) => t.name === entity.table);
  if (!table) return { pk: [], sk: [] };
  const of = (name: string | undefined): string[] => {
    if (name === undefined) return [];
    const src = templateOf(entity.keys, name);
    if (src === undefined) return [name];
    const t = parseTemplate(src);
    return t.ok ? [...t.template.fields] : [];
  };
  const pk = of(table.partitionKey.name);
  return { pk, sk: of(table.sortKey?.name).filter((f) => !pk.includes(f)) };
}

const SUFFIXES = ['', 'id', 'key', 'name', 'code', 'no', 'number', 'ref'];

/**
 * Whether an attribute is named like an entity: `orderId`, `order_id`, `OrderID` or `orderKey`
 * for Order (or Orders), `username` for User; a trailing Metadata/Profile/Details in the
 * entity's name (UserMetadata) is left out.
 */
export function namesEntity(attribute: string, entity: string): boolean {
  const a = attribute.toLowerCase().replace(/[^a-z0-9]/g, '');
  const e = entity
    .replace(/(Metadata|Meta|Profile|Details|Info|Record|Entity)$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (e === '') return false;
  const stems = e.endsWith('s') && e.length > 3 ? [e, e.slice(0, -1)] : [e];
  return stems.some((s) => SUFFIXES.some((x) => a === s + x));
}
