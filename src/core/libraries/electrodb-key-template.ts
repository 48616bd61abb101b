import type { AttributeType, KeyType } from '../model/attribute-value.ts';
import type { FindingCollector } from '../model/finding-collector.ts';
import { joinPath } from '../model/finding.ts';

/** An ElectroDB attribute as a key reads it. */
export interface ElectroAttribute {
  /** The stored attribute (`field`, else the attribute's name). */
  readonly field: string;
  readonly type: AttributeType | null;
  readonly padding?: { readonly length: number; readonly char: string };
  readonly label?: string;
}

/** What ElectroDB builds a key's prefix from when the key has no template. */
export interface ElectroKeyContext {
  readonly service: string;
  readonly entity: string;
  readonly version: string;
  readonly collection: readonly string[];
  readonly scope: string;
  readonly clustered: boolean;
  /** For a partition key: whether the index has a sort key (without one, the entity joins the pk). */
  readonly hasSort: boolean;
}

/** A key read: its Keyscope template (null: the item's own attribute), and its type. */
export interface ElectroKey {
  readonly template: string | null;
  readonly type: KeyType;
}

/**
 * One ElectroDB key (`pk` or `sk` of an index) as a Keyscope template, as ElectroDB builds it:
 * a `template` read by ElectroDB's own rules (text, then `${attribute}` for each attribute, its
 * `field` and `padding` kept), or without one ElectroDB's default `$service#attr_value…` form.
 * Casing other than `none` is ElectroDB's lower- or upper-casing of the whole key: the literal
 * text is cased, and a warning says the values are not. A number cast is an N key.
 *
 * @example
 * electroKeyTemplate('PK', { field: 'PK', composite: ['id'], template: 'USER#${id}', casing: 'none' }, …);
 * // { template: 'USER#${id}', type: 'S' }
 */
export function electroKeyTemplate(
  field: string,
  key: Record<string, unknown>,
  kind: 'pk' | 'sk',
  context: ElectroKeyContext,
  attributes: ReadonlyMap<string, ElectroAttribute>,
  found: FindingCollector,
  path: string
): ElectroKey | null {
  const composite = Array.isArray(key['composite']) ? (key['composite'] as unknown[]) : [];
  // ElectroDB reads a key of one attribute named as its field as that attribute, `${field}`.
  const template =
    typeof key['template'] === 'string'
      ? key['template']
      : composite.length === 1 && composite[0] === field && attributes.has(field)
        ? `\${${field}}`
        : undefined;
  const casing = typeof key['casing'] === 'string' ? key['casing'] : 'default';
  const labels =
    template !== undefined
      ? parseElectroTemplate(template)
      : defaultLabels(composite, kind, context, attributes);
  if (labels === null) {
    found.error(
      joinPath(path, 'template'),
      'electrodb.empty-attribute',
      `the template of the key "${field}" has an empty "\${}"; name an attribute in it`
    );
    return null;
  }
  let out = '';
  let fields = 0;
  for (const { label, name } of labels) {
    out += cased(label, casing);
    if (name === '') continue;
    const a = attributes.get(name);
    if (!a) {
      found.error(
        joinPath(path, template !== undefined ? 'template' : 'composite'),
        'electrodb.unknown-attribute',
        `the key "${field}" is built from "${name}", which is not one of the entity's attributes; add it to "attributes" or take it out of the key`
      );
      return null;
    }
    fields++;
    const pad =
      a.padding && [...a.padding.char].length === 1 ? `:${a.padding.length}:${a.padding.char}` : '';
    out += `\${${a.field}${pad}}`;
  }
  if (fields > 0 && casing !== 'none')
    found.warn(
      joinPath(path, 'casing'),
      'electrodb.casing',
      `ElectroDB ${casing === 'upper' ? 'upper' : 'lower'}-cases the whole key "${field}", values included, and a Keyscope template keeps values as they are: the text around the values is cased, but a value with ${casing === 'upper' ? 'lower' : 'upper'}-case letters gives another key; set casing: "none" to keep them alike`
    );
  const only =
    labels.length === 1 && labels[0]!.label === '' ? attributes.get(labels[0]!.name) : undefined;
  const number =
    key['cast'] === 'number' ||
    (key['cast'] === undefined && template !== undefined && only?.type === 'N');
  const type: KeyType = number ? 'N' : 'S';
  return { template: only && only.field === field && !only.padding ? null : out, type };
}

/** ElectroDB's reading of a key template: text, then an attribute, pair by pair. */
function parseElectroTemplate(template: string): { label: string; name: string }[] | null {
  const out: { label: string; name: string }[] = [];
  let label = '';
  let name = '';
  let inName = false;
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if (c === '{' && template[i - 1] === '$' && !inName) inName = true;
    else if (c === '}' && inName) {
      // ElectroDB refuses `${}` and `${ }`.
      if (name.trim() === '') return null;
      out.push({ label, name });
      label = name = '';
      inName = false;
    } else if (c === '$' && template[i + 1] === '{' && !inName) continue;
    else if (inName) name += c;
    else label += c;
  }
  if (label || name) out.push({ label, name });
  return out;
}

/** The labels ElectroDB writes for a key without a template (entity.js `_makeKeyFixings`). */
function defaultLabels(
  composite: readonly unknown[],
  kind: 'pk' | 'sk',
  c: ElectroKeyContext,
  attributes: ReadonlyMap<string, ElectroAttribute>
): { label: string; name: string }[] {
  const collection = c.collection.map((x, i) => (i === 0 ? `$${x}` : `#${x}`)).join('');
  const entity = `${collection ? '#' : '$'}${c.entity}_${c.version}`;
  // A clustered index moves the entity to the sort key's end; a pk without a sort key holds it.
  let prefix =
    kind === 'pk'
      ? `$${c.service}${c.hasSort ? '' : collection + entity}`
      : collection + (c.clustered ? '' : entity);
  if (kind === 'pk' && c.scope) prefix += `_${c.scope}`;
  const names = composite.filter((n): n is string => typeof n === 'string');
  const out = names.map((name, i) => ({
    label: `${i === 0 ? prefix : ''}#${attributes.get(name)?.label ?? name}_`,
    name
  }));
  if (!out.length) out.push({ label: prefix, name: '' });
  if (c.clustered && kind === 'sk') out.push({ label: entity, name: '' });
  return out;
}

function cased(text: string, casing: string): string {
  if (casing === 'none') return text;
  return casing === 'upper' ? text.toUpperCase() : text.toLowerCase();
}
