import type { KeySlot } from '../libraries/entity-key-plan.ts';
import type { Template } from '../templates/parse-template.ts';

/**
 * The template a key slot of an entity is built by: its own, or `${name}` when the item's own
 * attribute of that name is the key (as the libraries write such a key: the attribute itself).
 *
 * @example
 * slotTemplate({ attribute: { name: 'Artist', type: 'S' }, template: null }).source; // '${Artist}'
 */
export function slotTemplate(slot: KeySlot): Template {
  const name = slot.attribute.name;
  return (
    slot.template ?? {
      source: `\${${name}}`,
      parts: [{ kind: 'field', name, column: 1 }],
      fields: [name]
    }
  );
}
