import { findView } from './find-view.ts';
import { keyFields } from './key-fields.ts';
import { rejectedItems } from './rejected-items.ts';
import type { CheckKind } from './check-kind.ts';

export interface SortKeyIncludesCheck {
  readonly kind: 'sort-key-includes';
  readonly table: string;
  /** An index of the table; the table's own sort key when absent. */
  readonly index?: string;
  readonly entity: string;
  /** An attribute whose value must be part of the entity's sort key. */
  readonly placeholder: string;
}

/**
 * The sort key of table `table` (or of `index`) is, for entity `entity`, built from attribute
 * `placeholder`: the entity's template for that key has the placeholder `${placeholder}`, or the
 * key is the item's own attribute of that name. Templates are parsed, never compared as text.
 *
 * @example
 * sortKeyIncludes.evaluate({ kind: 'sort-key-includes', table: 'Books', entity: 'Book', placeholder: 'Edition' }, context);
 * // { pass: true, reason: 'Book\'s sort key "AuthorEdition" is built from ${Author} and ${Edition}' }
 */
export const sortKeyIncludes: CheckKind<SortKeyIncludesCheck> = {
  kind: 'sort-key-includes',
  label: "An entity's sort key includes an attribute",
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'index', type: 'index', required: false, label: 'Index (the table when empty)' },
    { name: 'entity', type: 'entity', required: true, label: 'Entity' },
    { name: 'placeholder', type: 'attribute', required: true, label: 'Attribute it includes' }
  ],
  describe: (c) =>
    `${c.entity}'s sort key ${c.index ? `in index "${c.index}" ` : ''}includes \${${c.placeholder}}`,
  evaluate(c, { design, analysis }) {
    const found = findView(analysis, c.table, c.index);
    if (!found.ok) return { pass: false, reason: found.problem };
    const sortKey = found.view.spec.sortKey;
    const want = `\${${c.placeholder}}`;
    if (!sortKey)
      return {
        pass: false,
        reason: `${found.where} has no sort key; give it one whose value for ${c.entity} includes ${want}`
      };
    const entity = design.entities.find((e) => e.name === c.entity && e.table === c.table);
    if (!entity) return { pass: false, reason: `table "${c.table}" has no entity "${c.entity}"` };
    const fields = keyFields(entity, sortKey.name);
    if (!fields.ok) return { pass: false, reason: fields.problem };
    const madeOf = fields.fields.length
      ? `built from ${fields.fields.map((f) => `\${${f}}`).join(' and ')}`
      : 'a constant';
    const what = fields.template
      ? `${c.entity}'s sort key "${sortKey.name}" (template "${fields.template}") is ${madeOf}`
      : `${c.entity}'s sort key "${sortKey.name}" is the item's own ${sortKey.name} attribute`;
    if (!fields.fields.includes(c.placeholder))
      return { pass: false, reason: `${what}; it should include ${want}` };
    // The template is right, but a key no item gets is not a key: say so until they all do.
    const rejected = rejectedItems(found.table, c.entity);
    return rejected
      ? { pass: false, reason: `${what}, but ${rejected.text}` }
      : { pass: true, reason: what };
  }
};
