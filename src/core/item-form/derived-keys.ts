import type { AttributeMap } from '../model/attribute-value.ts';
import { attributeText } from '../text/attribute-text.ts';
import { describeRenderProblem } from '../templates/describe-render-problem.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { renderTemplate } from '../templates/render-template.ts';
import type { ItemField } from './item-fields.ts';

/** A derived key of one item: its value as text, or why the template gives none. */
export type DerivedKey =
  | { readonly name: string; readonly ok: true; readonly text: string }
  | { readonly name: string; readonly ok: false; readonly problem: string };

/**
 * The key attributes the entity's templates compute for `item`, one per derived field, as the
 * table view will show them: what an item form previews while its variables are typed.
 *
 * @example
 * derivedKeys(fields, { username: { S: 'ana' } }); // [{ name: 'PK', ok: true, text: 'USER#ana' }, …]
 */
export function derivedKeys(fields: readonly ItemField[], item: AttributeMap): DerivedKey[] {
  const out: DerivedKey[] = [];
  for (const field of fields) {
    if (field.kind !== 'derived') continue;
    const parsed = parseTemplate(field.template);
    if (!parsed.ok) {
      out.push({ name: field.name, ok: false, problem: parsed.error.message });
      continue;
    }
    const r = renderTemplate(parsed.template, item, field.type);
    out.push(
      r.ok
        ? { name: field.name, ok: true, text: attributeText(r.value) }
        : { name: field.name, ok: false, problem: describeRenderProblem(field.template, r.problem) }
    );
  }
  return out;
}
