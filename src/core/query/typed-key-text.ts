import type { KeyType, KeyValue } from '../model/attribute-value.ts';

/**
 * A key value typed as text in a form or a link, as the key attribute's `type` holds it: a
 * String exactly as typed (its spaces are part of it), a Number's digits and a Binary's base64
 * without the spaces around them. Whether the digits are a number is DynamoDB's check, made
 * where the value is sent (`parseDecimal`, the request's placeholder checks).
 *
 * @example
 * typedKeyText(' 42 ', 'N'); // { N: '42' }
 * typedKeyText(' GAME#1 ', 'S'); // { S: ' GAME#1 ' }
 */
export function typedKeyText(text: string, type: KeyType): KeyValue {
  return type === 'S' ? { S: text } : type === 'N' ? { N: text.trim() } : { B: text.trim() };
}
