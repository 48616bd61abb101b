import type { KeyType } from '../model/attribute-value.ts';
import { KEY_TYPES } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { checkAttributeName } from '../rules/validate-names.ts';
import type { JsonReader } from './json-reader.ts';

/**
 * Read the key attribute `o[field]` of a native design's table or index (`{"name": "PK",
 * "type": "S"}`), reporting what is wrong to `r`: a missing required key, a name DynamoDB
 * refuses, a type that can never be a key. Undefined when there is no usable key.
 *
 * @example
 * readKey(r, { sortKey: { name: 'SK', type: 'BOOL' } }, 'sortKey', '$.tables[0]', false);
 * // undefined; format.wrong-value and key.wrong-type at $.tables[0].sortKey.type
 */
export function readKey(
  r: JsonReader,
  o: Record<string, unknown>,
  field: string,
  path: string,
  required: boolean
): KeyAttribute | undefined {
  const raw = r.field(o, field);
  if (raw === undefined) {
    if (required)
      r.error(
        joinPath(path, field),
        'format.missing',
        `"${field}" is required: {"name": "PK", "type": "S"}`
      );
    return undefined;
  }
  const p = joinPath(path, field);
  const k = r.object(raw, p, `"${field}"`, ['name', 'type']);
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
