import type { AttributeValue } from '../model/attribute-value.ts';
import type { KeyConditionRequest } from './key-condition-request.ts';
import type { ReadFilter } from './read-filter.ts';

/** A request's expressions and the placeholders they share, as a Scan or Query sends them. */
export interface FilteredRequest {
  readonly KeyConditionExpression?: string;
  readonly FilterExpression?: string;
  /** Null-prototype records; absent when empty (DynamoDB refuses an empty map). */
  readonly ExpressionAttributeNames?: Readonly<Record<string, string>>;
  readonly ExpressionAttributeValues?: Readonly<Record<string, AttributeValue>>;
}

/**
 * The expressions of one read: a Query's key condition (from `keyConditionRequest`) and a
 * filter, sharing one pair of placeholder maps as DynamoDB requires. A filter written by hand may
 * use the key condition's own placeholders (`:pk`, `#sk`…): the key condition's are then renamed
 * (`:k_pk`, then `:kk_pk`…) until none clashes, since the user's text is theirs and ours is not.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Query.html
 *
 * @example
 * filteredRequest(keyConditionRequest(key, condition), { expression: 'size(#l) > :pk', names: [['#l', 'lines']], values: [[':pk', { N: '2' }]] });
 * // { KeyConditionExpression: '#pk = :k_pk', FilterExpression: 'size(#l) > :pk', … }
 */
export function filteredRequest(
  key: KeyConditionRequest | undefined,
  filter: ReadFilter | undefined
): FilteredRequest {
  const names = Object.create(null) as Record<string, string>;
  const values = Object.create(null) as Record<string, AttributeValue>;
  for (const [k, v] of filter?.names ?? []) names[k] = v;
  for (const [k, v] of filter?.values ?? []) values[k] = v;
  let keyExpression: string | undefined;
  if (key) {
    const taken = (p: string) => Object.hasOwn(names, p) || Object.hasOwn(values, p);
    let prefix = '';
    const renamed = (p: string) => (prefix ? `${p[0]}${prefix}_${p.slice(1)}` : p);
    const ours = [...Object.keys(key.names), ...Object.keys(key.values)];
    while (ours.some((p) => taken(renamed(p)))) prefix += 'k';
    // Our placeholders are `#word`/`:word`, so a whole-token match is the placeholder itself.
    keyExpression = key.expression.replace(/[#:][A-Za-z0-9_]+/g, renamed);
    for (const [k, v] of Object.entries(key.names)) names[renamed(k)] = v;
    for (const [k, v] of Object.entries(key.values)) values[renamed(k)] = v;
  }
  return {
    ...(keyExpression !== undefined ? { KeyConditionExpression: keyExpression } : {}),
    ...(filter ? { FilterExpression: filter.expression } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {})
  };
}
