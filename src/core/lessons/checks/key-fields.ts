import { templateOf } from '../../model/template-of.ts';
import type { Entity } from '../../model/design.ts';
import { parseTemplate } from '../../templates/parse-template.ts';

export type KeyFields =
  | {
      readonly ok: true;
      /** The attributes the entity's value of this key is made from, in order of use. */
      readonly fields: readonly string[];
      /** The template's source, or null when the key is the item's own attribute. */
      readonly template: string | null;
    }
  | { readonly ok: false; readonly problem: string };

/**
 * What an entity's value of a key attribute is built from: its template's placeholders (parsed,
 * never compared as text), or — without a template — the item's own attribute of that name, as
 * the design format says (docs/design-format.md, "Entities").
 *
 * @example
 * keyFields(userGameMapping, 'SK'); // { ok: true, fields: ['username'], template: 'USER#${username}' }
 * keyFields(book, 'BookTitle');     // { ok: true, fields: ['BookTitle'], template: null }
 */
export function keyFields(entity: Entity, attribute: string): KeyFields {
  const source = Object.prototype.hasOwnProperty.call(entity.keys, attribute)
    ? templateOf(entity.keys, attribute)
    : undefined;
  if (source === undefined) return { ok: true, fields: [attribute], template: null };
  const parsed = parseTemplate(source);
  if (!parsed.ok) return { ok: false, problem: parsed.error.message };
  return { ok: true, fields: parsed.template.fields, template: source };
}
