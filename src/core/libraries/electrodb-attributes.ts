import type { AttributeType } from '../model/attribute-value.ts';
import type { FindingCollector } from '../model/finding-collector.ts';
import { joinPath } from '../model/finding.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';
import type { ElectroAttribute } from './electrodb-key-template.ts';

/** Keyscope's type for each ElectroDB attribute type; null where there is none (`any`). */
const TYPES = new Map<string, AttributeType | null>([
  ['string', 'S'],
  ['number', 'N'],
  ['boolean', 'BOOL'],
  ['list', 'L'],
  ['map', 'M'],
  ['any', null],
  ['custom', null]
]);

/**
 * An ElectroDB entity's `attributes` (as `JSON.stringify` leaves them: functions such as `get`,
 * `set`, `watch` callbacks and `validate` are gone) read by name: each one's stored `field`, its
 * Keyscope type (a string enum is S, a set of numbers NS, `any` has none), its `padding` and
 * `label`. A definition that is not one is an error at its path.
 *
 * @example
 * electroAttributes({ id: { type: 'string', field: 'userId' } }, found, '$.attributes').get('id');
 * // { field: 'userId', type: 'S' }
 */
export function electroAttributes(
  raw: unknown,
  found: FindingCollector,
  path: string
): Map<string, ElectroAttribute> {
  const out = new Map<string, ElectroAttribute>();
  if (!isPlainObject(raw)) {
    found.error(
      path,
      'electrodb.attributes',
      '"attributes" must be an object of attribute definitions, as in the entity\'s schema'
    );
    return out;
  }
  for (const name of Object.keys(raw)) {
    const p = joinPath(path, name);
    let def = ownField(raw, name);
    if (typeof def === 'string' || Array.isArray(def)) def = { type: def };
    if (!isPlainObject(def)) {
      found.error(
        p,
        'electrodb.attribute',
        `attribute "${name}" must be a definition such as { "type": "string" }`
      );
      continue;
    }
    const type = typeOf(ownField(def, 'type'), ownField(def, 'items'));
    if (type === undefined) {
      found.error(
        joinPath(p, 'type'),
        'electrodb.attribute-type',
        `attribute "${name}" has the type ${JSON.stringify(ownField(def, 'type')) ?? 'nothing'}; ElectroDB's types are string, number, boolean, list, map, set, any and an array of values`
      );
      continue;
    }
    const field = ownField(def, 'field');
    const padding = ownField(def, 'padding');
    const label = ownField(def, 'label');
    out.set(name, {
      field: typeof field === 'string' && field !== '' ? field : name,
      type,
      ...(isPlainObject(padding) &&
      typeof padding['length'] === 'number' &&
      typeof padding['char'] === 'string'
        ? { padding: { length: padding['length'], char: padding['char'] } }
        : {}),
      ...(typeof label === 'string' ? { label } : {})
    });
  }
  return out;
}

/** Keyscope's type for an ElectroDB type; null for `any`; undefined when it is not one. */
function typeOf(type: unknown, items: unknown): AttributeType | null | undefined {
  if (Array.isArray(type)) return type.every((v) => typeof v === 'number') ? 'N' : 'S';
  if (type === 'set') {
    const numbers =
      items === 'number' || (Array.isArray(items) && items.every((v) => typeof v === 'number'));
    return numbers ? 'NS' : 'SS';
  }
  return typeof type === 'string' ? TYPES.get(type) : undefined;
}
