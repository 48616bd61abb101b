import { getAttr, typeOf, type AttributeType } from '../model/attribute-value.ts';
import type { EntityKeyPlan } from './entity-key-plan.ts';

/** An attribute a library entity declares. */
export interface PlannedAttribute {
  readonly name: string;
  readonly type: AttributeType;
  /** A field Keyscope keeps only inside keys (`keyOnly`): the libraries store it as an attribute. */
  readonly keyOnly: boolean;
  /** A part of the table's key: a field of its templates, or a key attribute the item holds. */
  readonly primary: boolean;
}

/** The attributes an entity declares in a library, and the declared ones left out. */
export interface AttributePlan {
  readonly attributes: readonly PlannedAttribute[];
  /** Declared attributes that are also templated key attributes: the template gives their value. */
  readonly shadowed: readonly string[];
}

/**
 * The attributes a library entity needs: the entity's declared attributes (but for a key
 * attribute its template computes), then each key attribute the items hold themselves, then each
 * template field nothing declares, typed by the first item that has it (else a string).
 *
 * @example
 * plannedAttributes(entityKeyPlan(table, user)).attributes.map((a) => a.name);
 * // ['username', 'name', 'email', …]
 */
export function plannedAttributes(plan: EntityKeyPlan): AttributePlan {
  const templated = new Set<string>();
  const fields = new Set<string>();
  const own = new Map<string, AttributeType>();
  const primary = new Set<string>();
  for (const v of plan.views)
    for (const slot of [...v.partition, ...v.sort]) {
      const inTable = v.view.index === null;
      if (slot.template === null) {
        own.set(slot.attribute.name, slot.attribute.type);
        if (inTable) primary.add(slot.attribute.name);
        continue;
      }
      templated.add(slot.attribute.name);
      for (const f of slot.template.fields) {
        fields.add(f);
        if (inTable) primary.add(f);
      }
    }
  const keyOnly = new Set(plan.entity.keyOnly ?? []);
  const out = new Map<string, PlannedAttribute>();
  const add = (name: string, type: AttributeType): void => {
    if (!out.has(name))
      out.set(name, { name, type, keyOnly: keyOnly.has(name), primary: primary.has(name) });
  };
  const shadowed: string[] = [];
  for (const a of plan.entity.attributes) {
    if (templated.has(a.name)) shadowed.push(a.name);
    else add(a.name, a.type);
  }
  for (const [name, type] of own) add(name, type);
  for (const name of fields) if (!templated.has(name)) add(name, itemType(plan, name));
  return { attributes: [...out.values()], shadowed };
}

/** The type of the first item's value of `name`; a string when no item has one. */
function itemType(plan: EntityKeyPlan, name: string): AttributeType {
  for (const item of plan.entity.items) {
    const v = getAttr(item, name);
    if (v !== undefined) return typeOf(v);
  }
  return 'S';
}
