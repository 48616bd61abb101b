import { templateOf } from '../model/template-of.ts';
import type { AttributeType, KeyType } from '../model/attribute-value.ts';
import type { Design } from '../model/design.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { tableKeyAttributes } from '../views/table-key-attributes.ts';

/**
 * One field of an entity's item form. `typed` fields take a value of their type; a `derived`
 * field is a key attribute the entity's template computes (`USER#${username}`), shown, never
 * typed: the user types the template's variables and the key follows.
 */
export type ItemField =
  | {
      readonly kind: 'typed';
      readonly name: string;
      readonly type: AttributeType;
      /** Why every item needs it (a table key without a template, a template's variable), or null. */
      readonly required: string | null;
    }
  | {
      readonly kind: 'derived';
      readonly name: string;
      readonly type: KeyType;
      readonly template: string;
    };

/**
 * The fields of an item of `design.entities[entity]`, in the order a person fills them: the key
 * attributes its templates compute (derived), then its declared attributes, then the variables
 * of its templates it does not declare (strings), then the key attributes of its table and
 * indexes that have no template and are not declared (the item carries them itself).
 *
 * @example
 * itemFields(gaming, 0).map((f) => f.name); // ['PK', 'SK', 'username', 'email', …]
 */
export function itemFields(design: Design, entity: number): ItemField[] {
  const e = design.entities[entity];
  if (!e) throw new Error(`itemFields: the design has no entity ${entity}.`);
  const table = design.tables.find((t) => t.name === e.table);
  const keys = table ? tableKeyAttributes(table) : [];
  const tableKey = new Set([table?.partitionKey.name, table?.sortKey?.name]);
  const derived = new Map<string, ItemField>();
  /** Template variables, with the first template that needs each. */
  const needed = new Map<string, string>();
  for (const k of keys) {
    const source = templateOf(e.keys, k.name);
    if (source === undefined) continue;
    derived.set(k.name, { kind: 'derived', name: k.name, type: k.type, template: source });
    const parsed = parseTemplate(source);
    if (!parsed.ok) continue;
    for (const f of parsed.template.fields)
      if (!needed.has(f)) needed.set(f, `the ${k.name} template ${source} reads it`);
  }
  const out: ItemField[] = [...derived.values()];
  const seen = new Set(derived.keys());
  const typed = (name: string, type: AttributeType, required: string | null) => {
    if (seen.has(name)) return;
    seen.add(name);
    out.push({ kind: 'typed', name, type, required });
  };
  const keyNeed = (name: string) =>
    tableKey.has(name) && !derived.has(name)
      ? `it is ${table?.name}'s ${table?.partitionKey.name === name ? 'partition' : 'sort'} key`
      : null;
  for (const a of e.attributes)
    typed(a.name, a.type, keyNeed(a.name) ?? needed.get(a.name) ?? null);
  for (const [name, why] of needed) typed(name, 'S', why);
  for (const k of keys) if (tableKey.has(k.name)) typed(k.name, k.type, keyNeed(k.name));
  for (const k of keys) typed(k.name, k.type, null);
  return out;
}
