import type { AttributeValue, KeyType, KeyValue } from '../model/attribute-value.ts';
import { typeOf } from '../model/attribute-value.ts';
import type { SortKeyOperator } from '../model/design.ts';
import { checkExpressionTree, scalarOf, type ExpressionScope } from './check-expression-tree.ts';
import { checkExpressionSize } from './check-expression-size.ts';
import { checkPlaceholders, unusedPlaceholders } from './check-placeholders.ts';
import { collectKeyConditions, type KeyCond } from './collect-key-conditions.ts';
import { parseExpression } from './parse-expression.ts';
import { syntaxError, tokenizeExpression } from './tokenize-expression.ts';

/** A Query's key condition and its placeholders, plus the key schema being queried. */
export interface KeyConditionInput {
  expression: string;
  /** ExpressionAttributeNames, e.g. `{"#pk": "PK"}`. */
  names?: Record<string, string>;
  /** ExpressionAttributeValues, e.g. `{":p": {"S": "x"}}`. */
  values?: Record<string, AttributeValue>;
  /** Key schema of the table or index being queried. */
  partitionKey: { name: string; type: 'S' | 'N' | 'B' };
  sortKey?: { name: string; type: 'S' | 'N' | 'B' };
  /**
   * The request's other expressions (FilterExpression, then ProjectionExpression), which share
   * the placeholders: each parses after the key condition's tree check and before the
   * unused-placeholder check, marking what it uses, and returns its ValidationException message.
   */
  alsoParse?: readonly ((scope: ExpressionScope) => string | undefined)[];
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

const KCE = 'Invalid KeyConditionExpression: ';
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
  const keyValues = (c: KeyCond, type: KeyType): KeyValue[] | undefined => {
    const out: KeyValue[] = [];
    for (const n of c.operands) {
      const v = s.values.get(n.text);
      const text = v && typeOf(v) === type ? scalarOf(v) : undefined;
      if (text === undefined) return undefined;
      out.push(type === 'S' ? { S: text } : type === 'N' ? { N: text } : { B: text });
    }
    return out;
  };
  const found: KeyValue[][] = [];
  for (const [key, c] of [pk, sk].map((k) => [k, k && conds.get(k.name)] as const)) {
    if (!key) continue;
    if (!c) {
      if (key === pk || conds.size > 1)
        return `Query condition missed key schema element: ${key.name}`;
      continue;
    }
    const values = keyValues(c, key.type);
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
  // Maps, so a placeholder like `:__proto__` is just a key and never reaches Object.prototype.
  const s: ExpressionScope = {
    names: new Map(Object.entries(input.names ?? {})),
    values: new Map(Object.entries(input.values ?? {})),
    usedNames: new Set(),
    usedValues: new Set()
  };
  const placeholderProblem = checkPlaceholders(
    { names: input.names !== undefined, values: input.values !== undefined },
    s
  );
  if (placeholderProblem) return fail(placeholderProblem);
  const text = input.expression;
  if (text === '') return fail(`${KCE}The expression can not be empty;`);
  const tooLong = checkExpressionSize(text);
  if (tooLong) return fail(KCE + tooLong);
  const tokens = tokenizeExpression(text);
  const root = parseExpression(tokens);
  if (typeof root === 'number') return fail(KCE + syntaxError(text, tokens, root));
  const treeProblem = checkExpressionTree(root, s);
  if (treeProblem) return fail(KCE + treeProblem);
  for (const parse of input.alsoParse ?? []) {
    const problem = parse(s);
    if (problem) return fail(problem);
  }
  const unused = unusedPlaceholders(s);
  if (unused) return fail(unused);
  const conds = new Map<string, KeyCond>();
  const keyProblem = collectKeyConditions(root, s, conds);
  if (keyProblem) return fail(keyProblem);
  if (conds.size > 2) return fail('Conditions can be of length 1 or 2 only');
  const result = checkSchema(input, conds, s);
  return typeof result === 'string' ? fail(result) : { ok: true, condition: result };
}
