import type { Template } from '../templates/parse-template.ts';
import type { KeySlot, ViewPlan } from './entity-key-plan.ts';
import { tsString } from '../text/ts-string.ts';

const q = tsString;

/** One index of an ElectroDB entity as code, or why it cannot be one. */
export type ElectroDbIndex = { readonly code: string } | { readonly problem: string };

/**
 * An index of an ElectroDB entity (the table's own, `primary`, or a GSI or LSI under `index`):
 * each key `{ field, composite, template, casing: 'none', cast }` from the entity's Keyscope
 * template, or from the item's own attribute (`${name}`); a multi-attribute GSI as ElectroDB's
 * `type: 'composite'` index, whose composite attributes are the key attributes themselves.
 * What ElectroDB cannot build (a binary key, a number key that is not one attribute, a field in
 * both keys when the sort key has several) comes back as a problem to note.
 *
 * @example
 * electroDbIndex(userPlan.views[0], 'primary').code;
 * // 'primary: { pk: { field: "PK", composite: ["username"], template: "USER#${username}", … } … }'
 */
export function electroDbIndex(v: ViewPlan, accessPattern: string): ElectroDbIndex {
  const index = v.view.index;
  if (v.view.parts) return compositeIndex(v, accessPattern);
  const pk = keyCode(v.partition[0]!);
  const sk = v.sort[0] ? keyCode(v.sort[0]) : undefined;
  for (const k of [pk, sk]) if (k && 'problem' in k) return k;
  const pkFields = fieldsOf(v.partition[0]!);
  const skFields = v.sort[0] ? fieldsOf(v.sort[0]) : [];
  const shared = pkFields.filter((f) => skFields.includes(f));
  if (shared.length && skFields.length > 1)
    return {
      problem: `${where(index)} has ${list(shared)} in both its partition and sort key, which ElectroDB allows only when the sort key has one attribute`
    };
  const head = index === null ? '' : `index: ${q(index)}, `;
  const parts = [`pk: ${(pk as { code: string }).code}`];
  if (sk) parts.push(`sk: ${(sk as { code: string }).code}`);
  return { code: `${q(accessPattern)}: { ${head}${parts.join(', ')} }` };
}

/** A multi-attribute GSI: ElectroDB's composite index reads its attributes as they are. */
function compositeIndex(v: ViewPlan, accessPattern: string): ElectroDbIndex {
  const computed = [...v.partition, ...v.sort].filter(
    (s) => s.template !== null && !isIdentity(s.template, s.attribute.name)
  );
  if (computed.length)
    return {
      problem: `${where(v.view.index)} has a multi-attribute key whose ${list(computed.map((s) => s.attribute.name))} the entity computes from a template, and ElectroDB's composite index stores its key attributes as they are`
    };
  const names = (slots: readonly KeySlot[]): string =>
    `{ composite: [${slots.map((s) => q(s.attribute.name)).join(', ')}] }`;
  const sk = v.sort.length ? `, sk: ${names(v.sort)}` : '';
  return {
    code: `${q(accessPattern)}: { index: ${q(v.view.index ?? '')}, type: "composite", pk: ${names(v.partition)}${sk} }`
  };
}

function keyCode(slot: KeySlot): ElectroDbIndex {
  const { name, type } = slot.attribute;
  if (type === 'B')
    return {
      problem: `"${name}" is a binary key, and ElectroDB builds only string and number keys`
    };
  const parts = slot.template?.parts ?? [{ kind: 'field' as const, name, column: 1 }];
  if (type === 'N' && (parts.length !== 1 || parts[0]!.kind !== 'field'))
    return {
      problem: `"${name}" is a number key written as the literal "${slot.template?.source ?? ''}", and ElectroDB casts a key to a number only from one attribute`
    };
  // Padding is the attribute's (`padding`), so the template names the field alone.
  const template = parts.map((p) => (p.kind === 'literal' ? p.text : `\${${p.name}}`)).join('');
  const composite = parts.flatMap((p) => (p.kind === 'field' ? [q(p.name)] : []));
  return {
    code: `{ field: ${q(name)}, composite: [${composite.join(', ')}], template: ${q(template)}, casing: "none", cast: ${q(type === 'N' ? 'number' : 'string')} }`
  };
}

/** The template fields of a key, as ElectroDB counts them (a field used twice, twice). */
function fieldsOf(slot: KeySlot): string[] {
  return slot.template
    ? slot.template.parts.flatMap((p) => (p.kind === 'field' ? [p.name] : []))
    : [slot.attribute.name];
}

/** `${name}` of the key attribute's own name, unpadded: the attribute itself. */
function isIdentity(t: Template, name: string): boolean {
  const only = t.parts.length === 1 ? t.parts[0]! : undefined;
  return only?.kind === 'field' && only.name === name && only.size === undefined;
}

function where(index: string | null): string {
  return index === null ? "the table's key" : `index "${index}"`;
}

function list(names: readonly string[]): string {
  return names.map((n) => `"${n}"`).join(', ');
}
