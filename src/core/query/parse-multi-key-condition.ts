import type { KeyValue } from '../model/attribute-value.ts';
import type { SortKeyOperator } from '../model/design.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';
import { scalarOf } from './check-expression-tree.ts';
import { keyOperandValues } from './key-operand-values.ts';
import { readKeyConditions, type KeyConditionText } from './read-key-conditions.ts';

/** One sort attribute's condition: `=` for all but the last one given. */
export interface SortPartCondition {
  readonly operator: SortKeyOperator;
  readonly value: KeyValue;
  /** BETWEEN's upper bound (inclusive). */
  readonly upper?: KeyValue;
}

/** What a valid Query of a multi-attribute key selects: one collection, a prefix of the sort. */
export interface MultiKeyCondition {
  /** Each partition attribute's value, in KeySchema order. */
  readonly partition: readonly KeyValue[];
  /** Conditions on the first `sort.length` sort attributes, in KeySchema order. */
  readonly sort: readonly SortPartCondition[];
}

const NOT_SUPPORTED = 'Query key condition not supported';
const M = {
  missed: (name: string) => `Query condition missed key schema element: ${name}`,
  typeMismatch:
    'One or more parameter values were invalid: Condition parameter type does not match schema type',
  emptyKey: (kind: string, key: string) =>
    `One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty ${kind} value. Key: ${key}`,
  // Keyscope's words: the AWS guide states the rules but not DynamoDB's messages for them.
  notKey: (name: string) => `${NOT_SUPPORTED}: ${name} is not a key attribute of this index`,
  rangeNotLast: (name: string, op: string, next: string) =>
    `${NOT_SUPPORTED}: sort key attribute ${name} takes ${op}, but a condition on ${next} follows it; only the last sort key attribute given may take a range`
};

/**
 * Parse and check a Query's KeyConditionExpression on a GSI whose key has several attributes,
 * by the AWS guide's rules: an equality condition on every partition attribute; conditions on
 * the sort attributes forming a left-to-right prefix with no gap; each sort attribute but the
 * last one given takes `=`, the last may take `=`, `<`, `<=`, `>`, `>=`, BETWEEN or
 * begins_with. The front half (placeholders, grammar, AND only) is every Query's
 * (`readKeyConditions`). Where DynamoDB's own message for a rule is known it is used (a missing
 * key attribute, a partition range, a mistyped or empty value); where the docs give none the
 * message is Keyscope's and says which rule.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * parseMultiKeyCondition({ expression: 'tournamentId = :t AND region = :r AND round = :s', values }, key);
 * // { ok: true, condition: { partition: [{ S: 'W26' }, { S: 'NA' }], sort: [{ operator: '=', value: { S: 'FINAL' } }] } }
 */
export function parseMultiKeyCondition(
  input: KeyConditionText,
  key: MultiKeySchema
): { ok: true; condition: MultiKeyCondition } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  const read = readKeyConditions(input);
  if (typeof read === 'string') return fail(read);
  const { conds, scope } = read;
  const names = new Set([...key.partition, ...key.sort].map((a) => a.name));
  const partition: KeyValue[] = [];
  for (const a of key.partition) {
    const c = conds.get(a.name);
    if (!c) return fail(M.missed(a.name));
    const values = keyOperandValues(c, a.type, scope);
    if (!values) return fail(M.typeMismatch);
    if (c.operator !== '=') return fail(NOT_SUPPORTED);
    partition.push(values[0]!);
  }
  for (const name of conds.keys()) if (!names.has(name)) return fail(M.notKey(name));
  const given = key.sort.filter((a) => conds.has(a.name)).length;
  // A gap: a sort attribute without a condition before one with a condition.
  for (const [i, a] of key.sort.entries())
    if (i < given && !conds.has(a.name)) return fail(M.missed(a.name));
  const sort: SortPartCondition[] = [];
  for (const a of key.sort.slice(0, given)) {
    const c = conds.get(a.name)!;
    const values = keyOperandValues(c, a.type, scope);
    if (!values) return fail(M.typeMismatch);
    const next = key.sort[sort.length + 1];
    if (c.operator !== '=' && sort.length < given - 1)
      return fail(M.rangeNotLast(a.name, c.operator, next!.name));
    const [value, upper] = values;
    sort.push({ operator: c.operator, value: value!, ...(upper ? { upper } : {}) });
  }
  // Unsure: DynamoDB's wording for an empty key value, taken from its item-key check.
  for (const [a, v] of [
    ...key.partition.map((a, i) => [a, partition[i]!] as const),
    ...sort.map((c, i) => [key.sort[i]!, c.value] as const)
  ])
    if (scalarOf(v) === '') return fail(M.emptyKey('S' in v ? 'string' : 'binary', a.name));
  return { ok: true, condition: { partition, sort } };
}
