import { emptyMap, type AttributeMap, type AttributeValue } from '../model/attribute-value.ts';
import type { Finding } from '../model/finding.ts';
import { parseValue } from '../attributes/parse-attribute-map.ts';
import { decodeBase64 } from '../keys/base64.ts';
import { parseDecimal } from '../keys/decimal.ts';
import type { ItemField } from './item-fields.ts';

/**
 * What a form field holds: text for most types (a number as typed, base64, or for lists, maps
 * and sets their DynamoDB JSON), a boolean for BOOL and NULL. A field left empty, or never set,
 * leaves the attribute out.
 */
export type FieldInput = string | boolean;

export type ItemFromFields =
  | { readonly ok: true; readonly item: AttributeMap }
  | {
      readonly ok: false;
      readonly errors: ReadonlyMap<string, string>;
      /** What could be read, for a preview of the keys while the form is still being filled. */
      readonly item: AttributeMap;
    };

/**
 * Read an item from its form: each typed field's input as a value of the field's type, numbers
 * kept as the decimal string typed (validated as DynamoDB would), binaries as base64. Derived
 * key fields are never read (the entity's template computes them). `base`, when editing an
 * item, gives the attributes the form has no field for, which are kept. Refused with one
 * message per bad field, each naming the field, what was wrong and how to fix it (and what could
 * be read, for a preview).
 *
 * @example
 * itemFromFields(fields, new Map([['Edition', '2']])); // { ok: true, item: { Edition: { N: '2' } } }
 * itemFromFields(fields, new Map([['Edition', 'two']])); // errors: Edition → 'Edition: "two" is not a number…'
 */
export function itemFromFields(
  fields: readonly ItemField[],
  values: ReadonlyMap<string, FieldInput>,
  base?: AttributeMap
): ItemFromFields {
  const item = emptyMap();
  const typed = new Set(fields.filter((f) => f.kind === 'typed').map((f) => f.name));
  if (base) for (const name of Object.keys(base)) if (!typed.has(name)) item[name] = base[name]!;
  const errors = new Map<string, string>();
  for (const field of fields) {
    if (field.kind !== 'typed') continue;
    const input = values.get(field.name);
    const r = input === undefined || input === '' ? null : readValue(field.type, input);
    if (r === null) {
      if (field.required)
        errors.set(field.name, `${field.name} is empty; every item needs it: ${field.required}.`);
    } else if (typeof r === 'string') errors.set(field.name, `${field.name}: ${r}`);
    else item[field.name] = r;
  }
  return errors.size > 0 ? { ok: false, errors, item } : { ok: true, item };
}

/** The value, null for "leave it out", or why the input is not a value of `type`. */
function readValue(type: ItemField['type'], input: FieldInput): AttributeValue | string | null {
  if (type === 'BOOL') return typeof input === 'boolean' ? { BOOL: input } : boolOf(input);
  if (type === 'NULL') return input === true || input === 'true' ? { NULL: true } : null;
  const text = String(input);
  switch (type) {
    case 'S':
      return { S: text };
    case 'N': {
      const d = parseDecimal(text);
      return d.ok ? { N: text } : `${d.error}; type a number such as 42, -1.5 or 6.02E23.`;
    }
    case 'B':
      return decodeBase64(text)
        ? { B: text }
        : `"${text.slice(0, 40)}" is not base64; type the bytes as base64, such as "aGk=".`;
    default:
      return jsonValue(type, text);
  }
}

function boolOf(input: string): AttributeValue | string {
  if (input === 'true' || input === 'false') return { BOOL: input === 'true' };
  return `"${input}" is not true or false.`;
}

const EXAMPLES: Readonly<Record<string, string>> = {
  L: '[{"S": "a"}, {"N": "1"}]',
  M: '{"name": {"S": "a"}}',
  SS: '["a", "b"]',
  NS: '["1", "2"]',
  BS: '["aGk="]'
};

/** A list, map or set typed as its DynamoDB JSON (the value inside the type tag). */
function jsonValue(type: string, text: string): AttributeValue | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return `not valid JSON (${why}); type it as ${EXAMPLES[type]}.`;
  }
  const findings: Finding[] = [];
  const value = parseValue({ [type]: raw }, '$', findings);
  if (findings.length > 0 || !value)
    return `${findings.map((f) => `${f.path.replace(/^\$\.\w+/, '')} ${f.message}`.trim()).join('; ')}; type it as ${EXAMPLES[type]}.`;
  return value;
}
