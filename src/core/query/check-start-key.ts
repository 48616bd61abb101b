import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeMap, KeyValue } from '../model/attribute-value.ts';
import { getAttr, typeOf } from '../model/attribute-value.ts';
import type { KeyAttribute, Table } from '../model/design.ts';
import { decodeBase64 } from '../keys/base64.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import { utf8Length } from '../keys/compare-utf8.ts';
import type { ViewSpec } from '../views/table-key-attributes.ts';
import { viewKeyAttributes } from '../views/table-key-attributes.ts';
import { matchesMultiKey } from './matches-multi-key.ts';
import type { MultiKeyCondition } from './parse-multi-key-condition.ts';
import type { ParsedKeyCondition } from './parse-key-condition.ts';
import { matchesSortKey } from './matches-sort-key.ts';

const INVALID = 'The provided starting key is invalid';
const NO_MATCH = 'The provided key element does not match the schema';
const OUTSIDE =
  'The provided starting key is outside query boundaries based on provided conditions';

/**
 * Check a Query's ExclusiveStartKey against the view and the key condition, returning the
 * ValidationException message DynamoDB (as dynalite words it) answers with, or undefined.
 * The key must hold exactly the table's key attributes plus, for an index, the index's — as
 * LastEvaluatedKey gives them — each of its schema type, non-empty and within the key size
 * limits; its partition key must be the queried partition and its sort key must satisfy
 * the sort key condition.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Query.html#DDB-Query-request-ExclusiveStartKey
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.Pagination.html
 *
 * @example
 * checkStartKey({ PK: { S: 'B' }, SK: { S: 'x' } }, table, tableSpec, { partitionValue: { S: 'A' } });
 * // 'The provided starting key is outside query boundaries based on provided conditions'
 */
export function checkStartKey(
  key: AttributeMap,
  table: Table,
  spec: ViewSpec,
  condition: ParsedKeyCondition | MultiKeyCondition
): string | undefined {
  const tableKeys = [table.partitionKey, table.sortKey].flatMap((k) => (k ? [k] : []));
  const schema = viewKeyAttributes(spec);
  const viewKeys = [...schema.partition, ...schema.sort];
  const names = new Set([...tableKeys, ...viewKeys].map((k) => k.name));
  if (Object.keys(key).length !== names.size) return INVALID;
  for (const k of viewKeys) {
    if (!getAttr(key, k.name)) return INVALID;
    const problem = keyPieceProblem(key, k, schema.partition.includes(k));
    if (problem) return problem;
  }
  for (const k of tableKeys) {
    const problem = keyPieceProblem(key, k, k === table.partitionKey);
    if (problem) return `${INVALID}: ${problem}`;
  }
  if ('partition' in condition) {
    // A multi-attribute key: the start key's tuples must be the queried partition and satisfy
    // the sort prefix's conditions (the same rules as an item's, part by part).
    const parts = (list: readonly KeyAttribute[]) => list.map((k) => key[k.name] as KeyValue);
    const partition = parts(schema.partition);
    if (!matchesMultiKey(partition, [], { partition: condition.partition, sort: [] }))
      return OUTSIDE;
    return matchesMultiKey(partition, parts(schema.sort), condition)
      ? undefined
      : 'The provided starting key does not match the range key predicate';
  }
  const pk = key[spec.partitionKey.name] as KeyValue;
  const samePartition = keyValueId(pk) === keyValueId(condition.partitionValue);
  if (!condition.sort || !spec.sortKey) return samePartition ? undefined : OUTSIDE;
  const sk = key[spec.sortKey.name] as KeyValue;
  if (!matchesSortKey(sk, condition, spec.sortKey.type))
    return 'The provided starting key does not match the range key predicate';
  // dynalite's wording for a start key in another partition when a sort key condition is given.
  return samePartition ? undefined : 'The query can return at most one row and cannot be restarted';
}

/** DynamoDB's refusal of one key attribute of the start key, or undefined when it is fine. */
function keyPieceProblem(key: AttributeMap, k: KeyAttribute, isHash: boolean): string | undefined {
  const v = getAttr(key, k.name);
  if (!v || typeOf(v) !== k.type) return NO_MATCH;
  const text = (v as Record<string, string>)[k.type]!;
  if (text === '' && k.type !== 'N')
    return `One or more parameter values were invalid: The AttributeValue for a key attribute cannot contain an empty ${k.type === 'S' ? 'string' : 'binary'} value. Key: ${k.name}`;
  const bytes =
    k.type === 'S' ? utf8Length(text) : k.type === 'B' ? (decodeBase64(text)?.length ?? 0) : 0;
  if (isHash && bytes > DYNAMODB_LIMITS.partitionKeyBytes)
    return `One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of${DYNAMODB_LIMITS.partitionKeyBytes} bytes`;
  if (!isHash && bytes > DYNAMODB_LIMITS.sortKeyBytes)
    return `One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of ${DYNAMODB_LIMITS.sortKeyBytes} bytes`;
  return undefined;
}
