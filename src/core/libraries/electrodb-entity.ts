import type { AttributeType } from '../model/attribute-value.ts';
import { electroDbIndex } from './electrodb-index.ts';
import type { EntityKeyPlan } from './entity-key-plan.ts';
import { fieldPadding, type Padding } from './field-padding.ts';
import { partialItems } from './partial-items.ts';
import { plannedAttributes } from './planned-attributes.ts';
import { tsString } from '../text/ts-string.ts';

const q = tsString;

/** ElectroDB's attribute for each DynamoDB type; null where it has none (written as `any`). */
const TYPES = new Map<AttributeType, string | null>([
  ['S', '{ type: "string" }'],
  ['N', '{ type: "number" }'],
  ['BOOL', '{ type: "boolean" }'],
  ['SS', '{ type: "set", items: "string" }'],
  ['NS', '{ type: "set", items: "number" }'],
  ['L', '{ type: "list", items: { type: "any" } }'],
  ['M', '{ type: "any" }'],
  ['B', null],
  ['BS', null],
  ['NULL', null]
]);

/** One entity as an ElectroDB `Entity` declaration, or null when it cannot be one. */
export interface ElectroDbEntity {
  readonly code: string | null;
  readonly notes: readonly string[];
  /** Each view written, by its index (null: the table's key), with its access pattern's name. */
  readonly accessPatterns: ReadonlyMap<string | null, string>;
  /** The `padding` written on each attribute: ElectroDB pads it so in every key. */
  readonly padding: ReadonlyMap<string, Padding>;
}

/**
 * One Keyscope entity as `export const NAME = new Entity({ model, attributes, indexes }, { table })`:
 * its attributes typed (a type ElectroDB lacks as `any`), its table key as the `primary` index
 * and each index it is in under its own name, padded fields as the attribute's `padding`. Notes
 * say what does not map; an entity whose table key cannot be written is left out (code null).
 *
 * @example
 * electroDbEntity(entityKeyPlan(table, user), 'User', 'battle-royale').code;
 * // 'export const User = new Entity(\n  {\n    model: { entity: "User", version: "1", …'
 */
export function electroDbEntity(
  plan: EntityKeyPlan,
  constName: string,
  service: string
): ElectroDbEntity {
  const name = plan.entity.name;
  const notes = [...plan.problems];
  const accessPatterns = new Map<string | null, string>();
  const written = new Map<string, Padding>();
  const none = { code: null, notes, accessPatterns, padding: written };
  if (!plan.keyed) return none;
  const indexes: string[] = [];
  const patterns = new Set<string>();
  const keyFields = new Set<string>();
  for (const v of plan.views) {
    let pattern = v.view.index ?? 'primary';
    while (patterns.has(pattern)) pattern = `${pattern}_`;
    const index = electroDbIndex(v, pattern);
    if ('problem' in index) {
      if (v.view.index === null) {
        notes.push(`entity "${name}": ${index.problem}, so the entity is left out`);
        return { ...none, accessPatterns: new Map() };
      }
      notes.push(`entity "${name}": ${index.problem}, so it is left out of that index`);
      continue;
    }
    patterns.add(pattern);
    accessPatterns.set(v.view.index, pattern);
    indexes.push(index.code);
    if (v.view.parts) continue;
    const slots = [...v.partition, ...v.sort];
    for (const s of slots) keyFields.add(s.attribute.name);
    const fields = [...new Set(slots.flatMap((s) => s.template?.fields ?? [s.attribute.name]))];
    const partial = v.view.index === null ? 0 : partialItems(plan.entity, fields);
    if (partial)
      notes.push(
        `entity "${name}": ${partial === 1 ? '1 item has' : `${partial} items have`} some but not all of ${fields.map((f) => `"${f}"`).join(', ')}, which index "${v.view.index}" is keyed by; Keyscope leaves such an item out of the index, and ElectroDB refuses to put it or writes a partial key`
      );
  }
  const { attributes, shadowed } = plannedAttributes(plan);
  const { padded, mixed } = fieldPadding(plan);
  for (const [field, ways] of mixed)
    notes.push(
      `entity "${name}": "${field}" is ${ways.join(' and ')}, and ElectroDB pads an attribute in every key or in none, so it is left unpadded and those keys differ from Keyscope's`
    );
  const lines: string[] = [];
  const untyped: string[] = [];
  for (const a of attributes) {
    const type = TYPES.get(a.type) ?? null;
    if (type === null) untyped.push(`"${a.name}" (${a.type})`);
    let def = (type ?? '{ type: "any" }').slice(0, -2);
    if (a.primary) def += ', required: true';
    const pad = padded.get(a.name);
    if (pad && keyFields.has(a.name))
      notes.push(
        `entity "${name}": "${a.name}" is padded in a key but is a key attribute itself, which ElectroDB cannot pad, so those keys differ from Keyscope's`
      );
    else if (pad) {
      def += `, padding: { length: ${pad.length}, char: ${q(pad.char)} }`;
      written.set(a.name, pad);
    }
    lines.push(`      ${q(a.name)}: ${def} },`);
  }
  if (untyped.length)
    notes.push(
      `entity "${name}": ElectroDB has no type for ${untyped.join(', ')}, so ${untyped.length === 1 ? 'it is' : 'they are'} written as "any"`
    );
  for (const s of shadowed)
    notes.push(
      `entity "${name}" declares "${s}", which its key template computes: ElectroDB computes it too, so it is not an attribute`
    );
  const keyOnly = attributes.filter((a) => a.keyOnly).map((a) => `"${a.name}"`);
  if (keyOnly.length)
    notes.push(
      `entity "${name}": ${keyOnly.join(', ')} ${keyOnly.length === 1 ? 'is' : 'are'} held only inside keys in Keyscope, and ElectroDB stores every attribute`
    );
  const code = [
    `export const ${constName} = new Entity(`,
    '  {',
    `    model: { entity: ${q(name)}, version: "1", service: ${q(service)} },`,
    '    attributes: {',
    ...lines,
    '    },',
    '    indexes: {',
    ...indexes.map((i) => `      ${i},`),
    '    }',
    '  },',
    `  { table: ${q(plan.table.name)} }`,
    ');'
  ].join('\n');
  return { code, notes, accessPatterns, padding: written };
}
