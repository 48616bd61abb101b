import type { KeyType } from '../model/attribute-value.ts';
import { KEY_TYPES } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { checkAttributeName } from '../rules/validate-names.ts';
import type { JsonReader } from './json-reader.ts';

/**
 * Read one key attribute object (`{"name": "PK", "type": "S"}`) found at `p`, reporting what is
 * wrong to `r`: not an object, a name DynamoDB refuses, a type that can never be a key.
 * Undefined when there is no usable key. `label` names the field in messages (`"sortKey"`).
 *
 * @example
 * readKeyObject(r, { name: 'SK', type: 'BOOL' }, '$.tables[0].sortKey', '"sortKey"');
 * // undefined; format.wrong-value and key.wrong-type at $.tables[0].sortKey.type
 */
export function readKeyObject(
  r: JsonReader,
  raw: unknown,
  p: string,
  label: string
): KeyAttribute | undefined {
  const k = r.object(raw, p, label, ['name', 'type']);
  if (!k) return undefined;
  const name = r.string(k, 'name', p);
  const type = r.oneOf<KeyType>(k, 'type', p, KEY_TYPES);
  if (name === undefined || type === undefined) {
    if (
      r.field(k, 'type') !== undefined &&
      /^(SS|NS|BS|L|M|BOOL|NULL)$/.test(String(r.field(k, 'type')))
    ) {
      r.error(
        joinPath(p, 'type'),
        'key.wrong-type',
        `key attributes must be S, N or B; ${String(r.field(k, 'type'))} cannot be a key (sets, lists, maps, booleans and nulls never can)`
      );
    }
    return undefined;
  }
  const bad = checkAttributeName(name, true);
  if (bad) r.error(joinPath(p, 'name'), 'name.invalid', bad);
  return { name, type };
}
