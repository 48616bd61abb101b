import type { AttributeType } from '../model/attribute-value.ts';
import type { FindingCollector } from '../model/finding-collector.ts';
import { joinPath } from '../model/finding.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';

/** A OneTable model's field as Keyscope reads it. */
export interface OneTableField {
  /** The stored attribute: `map` (not packed), else the field's name. */
  readonly stored: string;
  readonly type: AttributeType;
  /** The `value` template, if a string. */
  readonly value?: string;
  readonly path: string;
}

/**
 * The fields of one OneTable model, as `table.getCurrentSchema()` writes them (types as names
 * such as "string"): each one's stored attribute (`map`), Keyscope type (a date is a string with
 * `isoDates`, else a number) and `value` template. A field packed into another attribute
 * (`map: "data.name"`) or of no type OneTable knows is a finding at its path and is left out.
 *
 * @example
 * oneTableFields({ pk: { type: 'string', value: 'USER#${id}' } }, false, found, '$.models.User');
 * // Map { 'pk' => { stored: 'pk', type: 'S', value: 'USER#${id}', path: '$.models.User.pk' } }
 */
export function oneTableFields(
  raw: Record<string, unknown>,
  isoDates: boolean,
  found: FindingCollector,
  path: string
): Map<string, OneTableField> {
  const out = new Map<string, OneTableField>();
  for (const name of Object.keys(raw)) {
    const p = joinPath(path, name);
    const def = ownField(raw, name);
    if (!isPlainObject(def)) {
      found.error(
        p,
        'onetable.field',
        `field "${name}" must be an object such as { "type": "string" }`
      );
      continue;
    }
    const map = ownField(def, 'map');
    if (typeof map === 'string' && map.includes('.')) {
      found.warn(
        joinPath(p, 'map'),
        'onetable.packed',
        `field "${name}" is packed into "${map}", a property of a map attribute, which a Keyscope entity does not model; it is left out`
      );
      continue;
    }
    const written = ownField(def, 'type');
    const type = typeOf(written === undefined ? 'string' : written, isoDates);
    if (!type) {
      found.error(
        joinPath(p, 'type'),
        'onetable.type',
        `field "${name}" has the type ${JSON.stringify(written)}; OneTable's types are string, number, boolean, binary, date, array, object and set`
      );
      continue;
    }
    const value = ownField(def, 'value');
    if (value === true)
      found.warn(
        joinPath(p, 'value'),
        'onetable.value-function',
        `field "${name}" takes its value from params.value, a function the schema does not hold, so it is read as the item's own attribute`
      );
    out.set(name, {
      stored: typeof map === 'string' && map !== '' ? map : name,
      type,
      ...(typeof value === 'string' ? { value } : {}),
      path: p
    });
  }
  return out;
}

function typeOf(type: unknown, isoDates: boolean): AttributeType | undefined {
  // The TypeScript form writes constructors, which JSON drops; the schema as saved has names.
  const name = typeof type === 'string' ? type.toLowerCase() : undefined;
  switch (name) {
    case 'string':
      return 'S';
    case 'number':
      return 'N';
    case 'boolean':
      return 'BOOL';
    case 'binary':
    case 'buffer':
    case 'arraybuffer':
      return 'B';
    case 'date':
      return isoDates ? 'S' : 'N';
    case 'array':
      return 'L';
    case 'object':
      return 'M';
    case 'set':
      return 'SS';
    default:
      return undefined;
  }
}
