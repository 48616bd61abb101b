import type { AttributeValue, KeyValue } from '../model/attribute-value.ts';

/**
 * A value as one line of plain text: strings as they are, numbers and binaries as written,
 * booleans and null as words, lists, maps and sets as compact JSON. Only ever shown as text.
 *
 * @example
 * attributeText({ BOOL: true }); // 'true'
 * attributeText({ N: '1e3' }); // '1e3'
 */
export function attributeText(v: AttributeValue | KeyValue): string {
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  if ('BOOL' in v) return v.BOOL ? 'true' : 'false';
  if ('NULL' in v) return 'null';
  return JSON.stringify(v);
}
