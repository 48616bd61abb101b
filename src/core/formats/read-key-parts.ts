import type { KeyAttribute } from '../model/design.ts';
import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { joinPath } from '../model/finding.ts';
import type { JsonReader } from './json-reader.ts';
import { readKeyObject } from './read-key-object.ts';

const MAX = DYNAMODB_LIMITS.gsiKeyAttributes;

/**
 * Read a GSI's partition or sort key `o[field]`: one `{"name", "type"}` object (a classic key)
 * or a list of 1 to 4 of them (a multi-attribute key, in KeySchema order). What is wrong is
 * reported at the element it is about: an empty list, more than 4, a bad attribute. Undefined
 * when the field is absent or unusable; otherwise the attributes read.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * readKeyParts(r, { sortKey: [{ name: 'round', type: 'N' }, { name: 'bracket', type: 'S' }] }, 'sortKey', p, false);
 * // [{ name: 'round', type: 'N' }, { name: 'bracket', type: 'S' }]
 */
export function readKeyParts(
  r: JsonReader,
  o: Record<string, unknown>,
  field: string,
  path: string,
  required: boolean
): KeyAttribute[] | undefined {
  const raw = r.field(o, field);
  const p = joinPath(path, field);
  const example = `{"name": "PK", "type": "S"}, or a list of 1 to ${MAX} such attributes`;
  if (raw === undefined) {
    if (required) r.error(p, 'format.missing', `"${field}" is required: ${example}`);
    return undefined;
  }
  if (!Array.isArray(raw)) {
    const one = readKeyObject(r, raw, p, `"${field}"`);
    return one ? [one] : undefined;
  }
  if (raw.length === 0) {
    r.error(
      p,
      'key.multi-empty',
      `"${field}" is an empty list; give 1 to ${MAX} attributes${required ? '' : ', or leave it out'}`
    );
    return undefined;
  }
  if (raw.length > MAX) {
    r.error(
      p,
      'key.multi-too-many',
      `"${field}" lists ${raw.length} attributes; a GSI's key part takes at most ${MAX}, so drop ${raw.length - MAX}`
    );
    return undefined;
  }
  const parts = raw.map((k, i) => readKeyObject(r, k, joinPath(p, i), `${field}[${i}]`));
  return parts.every((k) => k !== undefined) ? (parts as KeyAttribute[]) : undefined;
}
