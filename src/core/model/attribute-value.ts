/**
 * DynamoDB's typed attribute values, exactly as they travel in DynamoDB JSON.
 * Numbers stay strings (38 significant digits never fit a float) and binary
 * values stay base64 strings, so nothing is lost between import and export.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html
 */
export type AttributeValue =
  | { readonly S: string }
  | { readonly N: string }
  | { readonly B: string }
  | { readonly BOOL: boolean }
  | { readonly NULL: true }
  | { readonly L: readonly AttributeValue[] }
  | { readonly M: AttributeMap }
  | { readonly SS: readonly string[] }
  | { readonly NS: readonly string[] }
  | { readonly BS: readonly string[] };

/** A DynamoDB item or map: attribute name to value. Always a null-prototype object. */
export type AttributeMap = { readonly [name: string]: AttributeValue };

/** The three scalar types a key attribute may have. */
export type KeyType = 'S' | 'N' | 'B';

/** Every type tag DynamoDB JSON knows. */
export type AttributeType = 'S' | 'N' | 'B' | 'BOOL' | 'NULL' | 'L' | 'M' | 'SS' | 'NS' | 'BS';

export const ATTRIBUTE_TYPES: readonly AttributeType[] = [
  'S',
  'N',
  'B',
  'BOOL',
  'NULL',
  'L',
  'M',
  'SS',
  'NS',
  'BS'
];

export const KEY_TYPES: readonly KeyType[] = ['S', 'N', 'B'];

/** A key attribute's value: only scalars can be keys. */
export type KeyValue = { readonly S: string } | { readonly N: string } | { readonly B: string };

/** The type tag of a value. */
export function typeOf(value: AttributeValue): AttributeType {
  // A value built by our parsers has exactly one own key.
  for (const k in value) return k as AttributeType;
  throw new Error('attribute value has no type tag');
}

/** Make an empty attribute map that cannot be polluted by `__proto__` keys. */
export function emptyMap(): { [name: string]: AttributeValue } {
  return Object.create(null) as { [name: string]: AttributeValue };
}

/** Own-property lookup that never reaches the prototype chain. */
export function getAttr(item: AttributeMap, name: string): AttributeValue | undefined {
  // One lookup for an attribute the item lacks (the usual question when sizing a million
  // items' keys); only a value found is checked to be the item's own.
  const v = item[name];
  return v !== undefined && Object.prototype.hasOwnProperty.call(item, name) ? v : undefined;
}
