import { ATTRIBUTE_TYPES, emptyMap, type AttributeMap } from '../model/attribute-value.ts';
import type { AccessPattern, Design, Entity, EntityAttribute } from '../model/design.ts';
import { checkName } from '../rules/check-name.ts';
import { tableKeyAttributes } from '../views/table-key-attributes.ts';
import { renameTemplateField } from '../templates/rename-template-field.ts';
import { refuse } from './refuse.ts';

/** Append an entity; its name must be new and its table must exist. */
export function addEntity(design: Design, entity: Entity): Design {
  refuse(
    checkName(
      'entity',
      entity.name,
      design.entities.map((e) => e.name)
    )
  );
  if (!design.tables.some((t) => t.name === entity.table))
    throw new Error(`There is no table "${entity.table}" to store entity "${entity.name}" in`);
  return { ...design, entities: [...design.entities, entity] };
}

/** Rename an entity; its items and templates stay, access patterns expecting it follow. */
export function renameEntity(design: Design, e: number, name: string): Design {
  const entity = entityAt(design, e);
  if (name === entity.name) return design;
  refuse(checkName('entity', name, otherNames(design.entities, e)));
  return {
    ...design,
    entities: design.entities.map((x, i) => (i === e ? { ...x, name } : x)),
    accessPatterns: mapExpected(design.accessPatterns, (n) => (n === entity.name ? name : n))
  };
}

/**
 * Move an entity, with its items, to another table. Templates for key attributes the new table
 * does not have are dropped; the others are kept.
 */
export function moveEntity(design: Design, e: number, tableName: string): Design {
  const entity = entityAt(design, e);
  if (entity.table === tableName) return design;
  const table = design.tables.find((t) => t.name === tableName);
  if (!table)
    throw new Error(`There is no table "${tableName}" to move entity "${entity.name}" to`);
  const keyNames = tableKeyAttributes(table).map((k) => k.name);
  const keys = Object.create(null) as Record<string, string>;
  for (const [k, template] of Object.entries(entity.keys))
    if (keyNames.includes(k)) keys[k] = template;
  return withEntity(design, e, { ...entity, table: tableName, keys });
}

/** Delete an entity with its items; access patterns stop expecting it. */
export function deleteEntity(design: Design, e: number): Design {
  const entity = entityAt(design, e);
  return {
    ...design,
    entities: design.entities.filter((_, i) => i !== e),
    accessPatterns: mapExpected(design.accessPatterns, (n) => (n === entity.name ? null : n))
  };
}

/** Declare a new attribute of an entity. */
export function addAttribute(design: Design, e: number, attribute: EntityAttribute): Design {
  const entity = entityAt(design, e);
  checkAttribute(entity, -1, attribute);
  return withEntity(design, e, { ...entity, attributes: [...entity.attributes, attribute] });
}

/**
 * Change an attribute's name or type. A rename renames the attribute in the entity's items
 * and the placeholders of its key templates; values are kept as they are.
 */
export function setAttribute(
  design: Design,
  e: number,
  a: number,
  attribute: EntityAttribute
): Design {
  const entity = entityAt(design, e);
  const old = attributeAt(entity, a);
  checkAttribute(entity, a, attribute);
  const attributes = entity.attributes.map((x, i) => (i === a ? attribute : x));
  if (old.name === attribute.name) return withEntity(design, e, { ...entity, attributes });
  const keys = Object.create(null) as Record<string, string>;
  for (const k of Object.keys(entity.keys))
    keys[k] = renameTemplateField(entity.keys[k]!, old.name, attribute.name);
  const items = entity.items.map((item) =>
    Object.hasOwn(item, old.name) ? renameInItem(item, old.name, attribute.name) : item
  );
  return withEntity(design, e, { ...entity, attributes, keys, items });
}

/** Remove an attribute from an entity's declaration and from its items. */
export function deleteAttribute(design: Design, e: number, a: number): Design {
  const entity = entityAt(design, e);
  const old = attributeAt(entity, a);
  const items = entity.items.map((item) =>
    Object.hasOwn(item, old.name) ? renameInItem(item, old.name, null) : item
  );
  return withEntity(design, e, {
    ...entity,
    attributes: entity.attributes.filter((_, i) => i !== a),
    items
  });
}

/** A copy of the item (null prototype, attribute order kept) with one attribute renamed or dropped. */
function renameInItem(item: AttributeMap, from: string, to: string | null): AttributeMap {
  const out = emptyMap();
  for (const name of Object.keys(item)) {
    if (name === from) {
      if (to !== null) out[to] = item[name]!;
    } else if (name !== to) out[name] = item[name]!;
  }
  return out;
}

function checkAttribute(entity: Entity, at: number, attribute: EntityAttribute): void {
  refuse(checkName('attribute', attribute.name, otherNames(entity.attributes, at)));
  if (!ATTRIBUTE_TYPES.includes(attribute.type))
    throw new Error(
      `An attribute's type is one of ${ATTRIBUTE_TYPES.join(' ')}, not ${attribute.type}`
    );
}

function mapExpected(
  patterns: readonly AccessPattern[],
  f: (name: string) => string | null
): AccessPattern[] {
  return patterns.map((p) => {
    const next = p.expectedEntities.map(f).filter((n): n is string => n !== null);
    const same =
      next.length === p.expectedEntities.length &&
      next.every((n, i) => n === p.expectedEntities[i]);
    return same ? p : { ...p, expectedEntities: next };
  });
}

function withEntity(design: Design, e: number, entity: Entity): Design {
  return { ...design, entities: design.entities.map((x, i) => (i === e ? entity : x)) };
}

function entityAt(design: Design, e: number): Entity {
  const entity = design.entities[e];
  if (!entity) throw new Error(`editDesign: the design has no entity ${e}.`);
  return entity;
}

function attributeAt(entity: Entity, a: number): EntityAttribute {
  const attribute = entity.attributes[a];
  if (!attribute) throw new Error(`editDesign: entity "${entity.name}" has no attribute ${a}.`);
  return attribute;
}

function otherNames(list: readonly { name: string }[], except: number): string[] {
  return list.filter((_, i) => i !== except).map((x) => x.name);
}
