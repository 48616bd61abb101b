import { parseDecimal } from '../keys/decimal.ts';
import type { KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute, SortKeyCondition } from '../model/design.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';
import { multiKeyConditionRequest } from './multi-key-condition-request.ts';
import {
  parseMultiKeyCondition,
  type MultiKeyCondition,
  type SortPartCondition
} from './parse-multi-key-condition.ts';
import { typedKeyText } from './typed-key-text.ts';

/** A multi-attribute key's condition typed as values (not templates): a live table's Query. */
export interface LiteralMultiKeyCondition {
  /** Each partition attribute's value as text, in KeySchema order (a Query gives every one). */
  readonly partitionValues: readonly string[];
  /**
   * The conditions on the sort attributes, in KeySchema order, their values as text: a
   * left-to-right prefix. A hole (`undefined`) is a sort attribute without a condition, which
   * DynamoDB refuses when a later one has one.
   */
  readonly sortKeys?: readonly (SortKeyCondition | undefined)[];
}

/**
 * Turn a Query of a multi-attribute GSI key typed as text into the condition it sends, checked
 * as DynamoDB checks it before any request: each value typed by its attribute (a Number checked
 * as DynamoDB's number, the message naming the field), then the request
 * `multiKeyConditionRequest` spells parsed back by `parseMultiKeyCondition`, the one home of the
 * rules: every partition attribute by `=`, sort conditions on a prefix with no gap, a range only
 * on the last one given; an empty value gets DynamoDB's message naming the attribute.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * literalMultiKeyCondition(
 *   { partition: [{ name: 'tournamentId', type: 'S' }, { name: 'region', type: 'S' }], sort: [{ name: 'round', type: 'S' }] },
 *   { partitionValues: ['W26', 'NA'], sortKeys: [{ operator: 'begins_with', value: 'SEMI' }] });
 * // { ok: true, condition: { partition: [{ S: 'W26' }, { S: 'NA' }], sort: [{ operator: 'begins_with', value: { S: 'SEMI' } }] } }
 */
export function literalMultiKeyCondition(
  key: MultiKeySchema,
  input: LiteralMultiKeyCondition
): { ok: true; condition: MultiKeyCondition } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  const sortKeys = input.sortKeys ?? [];
  const names = (list: readonly KeyAttribute[]) => list.map((a) => a.name).join(', ');
  if (input.partitionValues.length > key.partition.length)
    return fail(
      `the partition key has ${count(key.partition.length)} (${names(key.partition)}); give ${key.partition.length} values, not ${input.partitionValues.length}`
    );
  const extra = sortKeys.slice(key.sort.length).find((c) => c !== undefined);
  if (extra && key.sort.length === 0)
    return fail(
      `this key has no sort key, so there is no sort key condition to give; remove "${extra.operator}"`
    );
  if (extra)
    return fail(
      `the sort key has ${count(key.sort.length)} (${names(key.sort)}); give at most ${key.sort.length} conditions, not ${sortKeys.filter((c) => c).length}`
    );
  const partition: KeyValue[] = [];
  for (const [i, a] of key.partition.entries()) {
    const where = `Partition key ${i + 1} of ${key.partition.length}`;
    const value = typed(input.partitionValues[i] ?? '', a, where);
    if (typeof value === 'string') return fail(value);
    partition.push(value);
  }
  const sort: (SortPartCondition | undefined)[] = [];
  for (const [i, c] of sortKeys.slice(0, key.sort.length).entries()) {
    const a = key.sort[i]!;
    const where = `Sort key ${i + 1} of ${key.sort.length}`;
    const value = c && typed(c.value, a, where);
    const upper =
      c?.operator === 'BETWEEN' ? typed(c.upper ?? '', a, where, ', upper bound') : undefined;
    if (typeof value === 'string') return fail(value);
    if (typeof upper === 'string') return fail(upper);
    sort.push(
      c && value ? { operator: c.operator, value, ...(upper ? { upper } : {}) } : undefined
    );
  }
  const request = multiKeyConditionRequest(key, { partition, sort });
  const parsed = parseMultiKeyCondition(
    { expression: request.expression, names: { ...request.names }, values: { ...request.values } },
    key
  );
  return parsed.ok ? parsed : fail(parsed.message);
}

/** The text as `a` holds it, or why DynamoDB would refuse it as a Number, located by `where`. */
function typed(text: string, a: KeyAttribute, where: string, bound = ''): KeyValue | string {
  const value = typedKeyText(text, a.type);
  if (!('N' in value)) return value;
  const d = parseDecimal(value.N);
  return d.ok ? value : `${where}, ${a.name} (N)${bound}: ${d.error}`;
}

function count(n: number): string {
  return n === 1 ? '1 attribute' : `${n} attributes`;
}
