import type { KeyValue } from '../model/attribute-value.ts';
import type { SortKeyOperator } from '../model/design.ts';
import { scalarOf, type ExpressionScope } from './check-expression-tree.ts';
import type { KeyCond } from './collect-key-conditions.ts';
import { readKeyConditions, type KeyConditionText } from './read-key-conditions.ts';
import { keyOperandValues } from './key-operand-values.ts';

/** A Query's key condition and its placeholders, plus the key schema being queried. */
export interface KeyConditionInput extends KeyConditionText {
  /** Key schema of the table or index being queried. */
  partitionKey: { name: string; type: 'S' | 'N' | 'B' };
  sortKey?: { name: string; type: 'S' | 'N' | 'B' };
}

/** What a valid key condition selects: one partition and an optional sort-key range. */
export interface ParsedKeyCondition {
  partitionValue: KeyValue;
  /** `upper` is set only for BETWEEN (inclusive on both ends). */
  sort?: { operator: SortKeyOperator; value: KeyValue; upper?: KeyValue };
}

/** The parsed condition, or the ValidationException DynamoDB would answer with. */
export type KeyConditionResult =
  | { ok: true; condition: ParsedKeyCondition }
  | { ok: false; error: { name: 'ValidationException'; message: string } };

const NOT_SUPPORTED = 'Query key condition not supported';

// DynamoDB's wording, one line each (prettier never wraps a template literal).
const M = {
  emptyKey: (kind: string, key: string) =>
    `One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty ${kind} value. Key: ${key}`,
  typeMismatch:
    'One or more parameter values were invalid: Condition parameter type does not match schema type'
};

/** Check the parsed conditions against the key schema, in the order DynamoDB does. */
function checkSchema(
  input: KeyConditionInput,
  conds: Map<string, KeyCond>,
  s: ExpressionScope
): string | ParsedKeyCondition {
  const { partitionKey: pk, sortKey: sk } = input;
  if (!sk && conds.size > 1) return NOT_SUPPORTED;
  const found: KeyValue[][] = [];
  for (const [key, c] of [pk, sk].map((k) => [k, k && conds.get(k.name)] as const)) {
    if (!key) continue;
    if (!c) {
      if (key === pk || conds.size > 1)
        return `Query condition missed key schema element: ${key.name}`;
      continue;
    }
    const values = keyOperandValues(c, key.type, s);
    if (!values) return M.typeMismatch;
    if (key === pk && c.operator !== '=') return NOT_SUPPORTED;
    // Unsure: DynamoDB's wording for empty key values in a Query, taken from its item-key check.
    const empty = values.find((v) => scalarOf(v) === '');
    if (empty) return M.emptyKey('S' in empty ? 'string' : 'binary', key.name);
    found.push(values);
  }
  const [[partitionValue] = [], [value, upper] = []] = found;
  if (!partitionValue) throw new Error('unreachable: partition key condition was checked');
  const sortCond = sk && conds.get(sk.name);
  if (!sortCond || !value) return { partitionValue };
  return {
    partitionValue,
    sort: { operator: sortCond.operator, value, ...(upper ? { upper } : {}) }
  };
}

/**
 * Parse and validate a Query KeyConditionExpression the way DynamoDB does, returning
 * the partition value and optional sort-key condition, or DynamoDB's ValidationException
 * message. Rules: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.KeyConditionExpressions.html
 * — the partition key takes `=`; the sort key one of `= < <= > >=`, `BETWEEN … AND …`
 * or `begins_with(…)`. The grammar is ConditionExpression's, so brackets, either
 * operand order and either condition order are accepted; OR, NOT, IN and `<>` parse
 * but are refused. Order of checks: placeholder maps, syntax, tree, the other
 * expressions (`alsoParse`), unused placeholders, key conditions, key schema.
 */
export function parseKeyCondition(input: KeyConditionInput): KeyConditionResult {
  const fail = (message: string): KeyConditionResult => ({
    ok: false,
    error: { name: 'ValidationException', message }
  });
  const read = readKeyConditions(input);
  if (typeof read === 'string') return fail(read);
  const { conds, scope: s } = read;
  if (conds.size > 2) return fail('Conditions can be of length 1 or 2 only');
  const result = checkSchema(input, conds, s);
  return typeof result === 'string' ? fail(result) : { ok: true, condition: result };
}
