import type { AttributeType } from '../model/attribute-value.ts';
import type { KeySlot } from './entity-key-plan.ts';
import { tsString } from '../text/ts-string.ts';

/**
 * The body of a DynamoDB-Toolbox `.link()` that computes a key attribute from its Keyscope
 * template, as TypeScript over the item `values`: literals joined with each field's `String()`,
 * a padded field with `padStart`; a number key is its one field as a number. When `sparse`,
 * an item missing a field gets no value (undefined), so it is left out of that index as
 * Keyscope leaves it.
 *
 * @example
 * toolboxLink({ attribute: { name: 'PK', type: 'S' }, template: parse('USER#${id}') }, types, false);
 * // '"USER#" + String(values["id"])'
 */
export function toolboxLink(
  slot: KeySlot,
  types: ReadonlyMap<string, AttributeType>,
  sparse: boolean
): string {
  const template = slot.template!;
  const field = (name: string): string => `values[${tsString(name)}]`;
  let value: string;
  if (slot.attribute.type !== 'S') {
    // A number or binary key is one field (Keyscope's rule); a number may be held as text.
    const only = template.parts[0]!;
    // A literal is text from the design: it goes in as a string, never as code.
    if (only.kind === 'literal') value = `Number(${tsString(only.text)})`;
    else if (slot.attribute.type === 'N' && types.get(only.name) !== 'N')
      value = `Number(${field(only.name)})`;
    else value = field(only.name);
  } else {
    const parts = template.parts.map((p) => {
      if (p.kind === 'literal') return tsString(p.text);
      const text = `String(${field(p.name)})`;
      return p.size === undefined ? text : `${text}.padStart(${p.size}, ${tsString(p.pad ?? '0')})`;
    });
    value = parts.length ? parts.join(' + ') : '""';
  }
  if (!sparse || template.fields.length === 0) return value;
  const missing = template.fields.map((f) => `${field(f)} === undefined`).join(' || ');
  return `${missing} ? undefined : ${value}`;
}
