import {
  getAttr,
  typeOf,
  type AttributeMap,
  type AttributeValue
} from '../model/attribute-value.ts';
import type { FieldInput } from './item-from-fields.ts';
import type { ItemField } from './item-fields.ts';

/**
 * An item's values as its form's inputs, for editing it: what `itemFromFields` reads back into
 * the same item. A field whose attribute the item lacks, or holds with another type than the
 * field's, has no input (the attribute is then kept as it is only if the form leaves it alone:
 * see `mismatchedFields`).
 *
 * @example
 * fieldValues(fields, { Edition: { N: '2' } }).get('Edition'); // '2'
 */
export function fieldValues(
  fields: readonly ItemField[],
  item: AttributeMap
): Map<string, FieldInput> {
  const out = new Map<string, FieldInput>();
  for (const field of fields) {
    if (field.kind !== 'typed') continue;
    const v = getAttr(item, field.name);
    if (v !== undefined && typeOf(v) === field.type) out.set(field.name, inputOf(v));
  }
  return out;
}

/**
 * Typed fields whose attribute the item holds with another type than the field declares (an
 * imported item, or an attribute retyped since): a form cannot show that value in the field, so
 * the form keeps such attributes out of its fields (see `editableFields`).
 */
export function mismatchedFields(fields: readonly ItemField[], item: AttributeMap): Set<string> {
  const out = new Set<string>();
  for (const field of fields) {
    if (field.kind !== 'typed') continue;
    const v = getAttr(item, field.name);
    if (v !== undefined && typeOf(v) !== field.type) out.add(field.name);
  }
  return out;
}

/**
 * The fields for editing `item`: its mismatched attributes left out, so `itemFromFields` with
 * the item as `base` keeps them unchanged instead of dropping them.
 */
export function editableFields(fields: readonly ItemField[], item: AttributeMap): ItemField[] {
  const skip = mismatchedFields(fields, item);
  return fields.filter((f) => !skip.has(f.name));
}

function inputOf(v: AttributeValue): FieldInput {
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  if ('BOOL' in v) return v.BOOL;
  if ('NULL' in v) return true;
  const inner = Object.values(v)[0] as unknown;
  return JSON.stringify(inner);
}
