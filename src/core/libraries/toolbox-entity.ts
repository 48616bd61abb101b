import type { AttributeType, KeyType } from '../model/attribute-value.ts';
import type { EntityKeyPlan, KeySlot } from './entity-key-plan.ts';
import { plannedAttributes } from './planned-attributes.ts';
import { toolboxLink } from './toolbox-link.ts';
import { tsString } from '../text/ts-string.ts';

const q = tsString;

/** DynamoDB-Toolbox's schema for each DynamoDB type, and the builders it calls. */
const TYPES = new Map<AttributeType, readonly [string, readonly string[]]>([
  ['S', ['string()', ['string']]],
  ['N', ['number()', ['number']]],
  ['B', ['binary()', ['binary']]],
  ['BOOL', ['boolean()', ['boolean']]],
  ['NULL', ['nul()', ['nul']]],
  ['L', ['list(any())', ['list', 'any']]],
  ['M', ['any()', ['any']]],
  ['SS', ['set(string())', ['set', 'string']]],
  ['NS', ['set(number())', ['set', 'number']]],
  ['BS', ['set(binary())', ['set', 'binary']]]
]);

const KEY_TYPES = new Map<KeyType, string>([
  ['S', 'string()'],
  ['N', 'number()'],
  ['B', 'binary()']
]);

/** One entity as a DynamoDB-Toolbox `Entity` declaration, and the schema builders it uses. */
export interface ToolboxEntity {
  readonly code: string | null;
  readonly builders: readonly string[];
  readonly notes: readonly string[];
}

/**
 * One Keyscope entity as `export const NAME = new Entity({ name, table, schema })`: its
 * attributes in an `item({…})` schema (the table key's fields tagged `.key()`, the rest
 * optional), then each key attribute it computes from a template as a linked attribute
 * (`.link()`, on key and put) that carries its template in `.meta({ template })`, which
 * `JSON.stringify(entity.build(EntityDTO))` keeps for the import to read back.
 *
 * @example
 * toolboxEntity(entityKeyPlan(table, user), 'User', 'battle_royaleTable').code;
 * // 'export const User = new Entity({\n  name: "User",\n  table: battle_royaleTable, …'
 */
export function toolboxEntity(
  plan: EntityKeyPlan,
  constName: string,
  tableConst: string
): ToolboxEntity {
  const name = plan.entity.name;
  const notes = [...plan.problems];
  if (!plan.keyed) return { code: null, builders: [], notes };
  const builders = new Set(['item']);
  const { attributes, shadowed } = plannedAttributes(plan);
  const types = new Map(attributes.map((a) => [a.name, a.type]));
  const plain = attributes.map((a) => {
    const [schema, uses] = TYPES.get(a.type)!;
    for (const b of uses) builders.add(b);
    return `    ${q(a.name)}: ${schema}${a.primary ? '.key()' : '.optional()'},`;
  });
  const linked = new Map<string, string>();
  for (const v of plan.views)
    for (const slot of [...v.partition, ...v.sort]) {
      if (slot.template === null || linked.has(slot.attribute.name)) continue;
      const bad = scalarProblem(slot);
      if (bad) {
        notes.push(`entity "${name}": ${bad}, so it is not computed`);
        continue;
      }
      const primary = v.view.index === null;
      const schema = KEY_TYPES.get(slot.attribute.type)!;
      builders.add(schema.slice(0, -2));
      const link = toolboxLink(slot, types, !primary);
      linked.set(
        slot.attribute.name,
        `    ${q(slot.attribute.name)}: ${schema}${primary ? '.key()' : '.optional()'}.meta({ template: ${q(slot.template.source)} }).link<typeof attributes>((${slot.template.fields.length ? 'values' : ''}) => ${link}),`
      );
    }
  for (const s of shadowed)
    notes.push(
      `entity "${name}" declares "${s}", which its key template computes: the Toolbox entity computes it too, so it is a linked attribute`
    );
  const keyOnly = attributes.filter((a) => a.keyOnly).map((a) => `"${a.name}"`);
  if (keyOnly.length)
    notes.push(
      `entity "${name}": ${keyOnly.join(', ')} ${keyOnly.length === 1 ? 'is' : 'are'} held only inside keys in Keyscope, and the Toolbox entity stores every attribute`
    );
  const binary = attributes.filter((a) => a.type === 'B' && usedInStringKey(plan, a.name));
  if (binary.length)
    notes.push(
      `entity "${name}": the binary ${binary.map((a) => `"${a.name}"`).join(', ')} in a string key is written as its bytes' String(), where Keyscope writes base64`
    );
  const schema = linked.size
    ? `item({\n${plain.join('\n')}\n  }).and((attributes) => ({\n${[...linked.values()].join('\n')}\n  }))`
    : `item({\n${plain.join('\n')}\n  })`;
  const code = [
    `export const ${constName} = new Entity({`,
    `  name: ${q(name)},`,
    `  table: ${tableConst},`,
    '  timestamps: false,',
    `  schema: ${schema}`,
    '});'
  ].join('\n');
  return { code, builders: [...builders], notes };
}

/** Why a number or binary key's template cannot be computed (Keyscope cannot key it either). */
function scalarProblem(slot: KeySlot): string | null {
  const { name, type } = slot.attribute;
  const parts = slot.template!.parts;
  if (type === 'S' || (parts.length === 1 && (parts[0]!.kind === 'field' || type === 'N')))
    return null;
  return `the ${type === 'N' ? 'number' : 'binary'} key "${name}" has the template "${slot.template!.source}", which is not one attribute`;
}

function usedInStringKey(plan: EntityKeyPlan, field: string): boolean {
  return plan.views.some((v) =>
    [...v.partition, ...v.sort].some(
      (s) => s.attribute.type === 'S' && (s.template?.fields.includes(field) ?? false)
    )
  );
}
