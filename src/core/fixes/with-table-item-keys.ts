import { emptyMap, type AttributeMap } from '../model/attribute-value.ts';
import type { Design, KeyAttribute } from '../model/design.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { renderTemplate } from '../templates/render-template.ts';

/**
 * The design with table `t`'s own items (those of no entity, which carry their key attributes
 * themselves) given each new key attribute, rendered from its template over the item as an
 * entity's items are keyed; an item the template cannot fill (a part missing) is left without
 * it, so it stays out of the index. The table's items keep their order and sources.
 *
 * @example
 * withTableItemKeys(design, 0, [{ attribute: { name: 'ByRegionPK', type: 'S' }, template: 'REGION#${region}' }]);
 */
export function withTableItemKeys(
  design: Design,
  t: number,
  keys: readonly { readonly attribute: KeyAttribute; readonly template: string }[]
): Design {
  const table = design.tables[t];
  if (!table) throw new Error(`withTableItemKeys: the design has no table ${t}.`);
  if (table.items.length === 0) return design;
  const templates = keys.map((k) => {
    const parsed = parseTemplate(k.template);
    if (!parsed.ok)
      throw new Error(`withTableItemKeys: ${parsed.error.message}; give a template that parses`);
    return parsed.template;
  });
  const items = table.items.map((item): AttributeMap => {
    const out = emptyMap();
    for (const name of Object.keys(item)) out[name] = item[name]!;
    templates.forEach((template, i) => {
      const r = renderTemplate(template, item, keys[i]!.attribute.type);
      if (r.ok) out[keys[i]!.attribute.name] = r.value;
    });
    return out;
  });
  return { ...design, tables: design.tables.map((x, i) => (i === t ? { ...table, items } : x)) };
}
