import type { AttributeType, KeyType } from '../model/attribute-value.ts';
import type { EntityKeyPlan } from './entity-key-plan.ts';
import { plannedAttributes } from './planned-attributes.ts';
import { tsString } from '../text/ts-string.ts';

const q = tsString;

/** OneTable's field type for each DynamoDB type (`null`: it has none, written as Object). */
const TYPES = new Map<AttributeType, string | null>([
  ['S', 'String'],
  ['N', 'Number'],
  ['B', '"binary"'],
  ['BOOL', 'Boolean'],
  ['L', 'Array'],
  ['M', 'Object'],
  ['SS', 'Set'],
  ['NS', 'Set'],
  ['BS', 'Set'],
  ['NULL', null]
]);

const KEY_TYPES = new Map<KeyType, string>([
  ['S', 'String'],
  ['N', 'Number'],
  ['B', '"binary"']
]);

/** One entity as a OneTable model, or null when it cannot be one. */
export interface OneTableModel {
  readonly code: string | null;
  readonly notes: readonly string[];
}

/**
 * One Keyscope entity as a OneTable model (`models.NAME`): each key attribute it computes as a
 * field with `value: '…'`, Keyscope's own template syntax (`${name}`, `${name:size:pad}`), and
 * each attribute as a typed field. The schema's `indexes` say which fields are keys; a value
 * template computes its field whether or not it is one, so the key attributes of an index the
 * schema cannot declare (a multi-attribute one) are still written.
 *
 * @example
 * oneTableModel(entityKeyPlan(table, user)).code;
 * // '    "User": {\n      "PK": { type: String, value: "USER#${username}" }, …'
 */
export function oneTableModel(plan: EntityKeyPlan): OneTableModel {
  const name = plan.entity.name;
  const notes = [...plan.problems];
  if (!plan.keyed) return { code: null, notes };
  const { attributes, shadowed } = plannedAttributes(plan);
  const fields = new Map<string, string>();
  const used = new Set<string>();
  for (const v of plan.views) {
    for (const slot of [...v.partition, ...v.sort]) {
      if (slot.template === null || fields.has(slot.attribute.name)) continue;
      for (const f of slot.template.fields) used.add(f);
      // Re-rendered from the parts: OneTable reads `${ name }` with the spaces as the name.
      const value = slot.template.parts
        .map((p) =>
          p.kind === 'literal'
            ? p.text
            : `\${${p.name}${p.size === undefined ? '' : `:${p.size}:${p.pad ?? '0'}`}}`
        )
        .join('');
      fields.set(
        slot.attribute.name,
        `{ type: ${KEY_TYPES.get(slot.attribute.type)!}, value: ${q(value)} }`
      );
    }
  }
  const untyped: string[] = [];
  const paths: string[] = [];
  for (const a of attributes) {
    const type = TYPES.get(a.type) ?? null;
    if (type === null) untyped.push(`"${a.name}"`);
    if (/[.[]/.test(a.name) && used.has(a.name)) paths.push(`"${a.name}"`);
    if (!fields.has(a.name)) fields.set(a.name, `{ type: ${type ?? 'Object'} }`);
  }
  if (untyped.length)
    notes.push(
      `entity "${name}": OneTable has no null type, so ${untyped.join(', ')} ${untyped.length === 1 ? 'is' : 'are'} written as Object, and OneTable drops null values unless params.nulls is true`
    );
  if (paths.length)
    notes.push(
      `entity "${name}": OneTable reads ${paths.join(', ')} in a value template as a path into nested attributes, not as one attribute's name`
    );
  for (const s of shadowed)
    notes.push(
      `entity "${name}" declares "${s}", which its key template computes: in OneTable it is the field with that value template`
    );
  const keyOnly = attributes.filter((a) => a.keyOnly).map((a) => `"${a.name}"`);
  if (keyOnly.length)
    notes.push(
      `entity "${name}": ${keyOnly.join(', ')} ${keyOnly.length === 1 ? 'is' : 'are'} held only inside keys in Keyscope, and OneTable stores every field`
    );
  const code = [
    `    ${q(name)}: {`,
    ...[...fields].map(([field, def]) => `      ${q(field)}: ${def},`),
    '    },'
  ].join('\n');
  return { code, notes };
}
