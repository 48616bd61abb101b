import type { KeyAttribute } from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import type { JsonReader } from './json-reader.ts';
import { readKeyObject } from './read-key-object.ts';

/**
 * Read the key attribute `o[field]` of a native design's table or index (`{"name": "PK",
 * "type": "S"}`), reporting what is wrong to `r`: a missing required key, a name DynamoDB
 * refuses, a type that can never be a key, a list of attributes (only a GSI's key may be one:
 * `readKeyParts`). Undefined when there is no usable key.
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
  const p = joinPath(path, field);
  if (raw === undefined) {
    if (required)
      r.error(p, 'format.missing', `"${field}" is required: {"name": "PK", "type": "S"}`);
    return undefined;
  }
  if (Array.isArray(raw)) {
    // Multi-attribute keys are a GSI's alone; a table's or an LSI's key is one attribute each.
    // https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
    r.error(
      p,
      'key.multi-not-gsi',
      `"${field}" is a list of ${raw.length} attributes, but only a global secondary index's key may have several; give one {"name", "type"} here`
    );
    return undefined;
  }
  return readKeyObject(r, raw, p, `"${field}"`);
}
