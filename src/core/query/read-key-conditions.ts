import type { AttributeValue } from '../model/attribute-value.ts';
import type { ExpressionScope } from './check-expression-tree.ts';
import { checkPlaceholders, unusedPlaceholders } from './check-placeholders.ts';
import { collectKeyConditions, type KeyCond } from './collect-key-conditions.ts';
import { parseCondition } from './parse-condition.ts';

const KCE = 'Invalid KeyConditionExpression: ';

/** A KeyConditionExpression with its placeholders, before any key schema is applied. */
export interface KeyConditionText {
  expression: string;
  /** ExpressionAttributeNames, e.g. `{"#pk": "PK"}`. */
  names?: Record<string, string>;
  /** ExpressionAttributeValues, e.g. `{":p": {"S": "x"}}`. */
  values?: Record<string, AttributeValue>;
  /**
   * The request's other expressions (FilterExpression, then ProjectionExpression), which share
   * the placeholders: each parses after the key condition's tree check and before the
   * unused-placeholder check, marking what it uses, and returns its ValidationException message.
   */
  alsoParse?: readonly ((scope: ExpressionScope) => string | undefined)[];
}

/**
 * The checks a key condition passes before any key schema applies, in DynamoDB's order:
 * placeholder maps, syntax, tree, the other expressions (`alsoParse`), unused placeholders, then
 * the conditions gathered per attribute (AND only; `collectKeyConditions`). Returns them with the
 * scope that resolves their values, or the first ValidationException message. The one front half
 * of a Query on a single-attribute key (`parseKeyCondition`) and on a multi-attribute one
 * (`parseMultiKeyCondition`).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.KeyConditionExpressions.html
 *
 * @example
 * readKeyConditions({ expression: 'PK = :p', values: { ':p': { S: 'x' } } });
 * // { conds: Map { 'PK' => { operator: '=', operands: [...] } }, scope }
 */
export function readKeyConditions(
  input: KeyConditionText
): { conds: Map<string, KeyCond>; scope: ExpressionScope } | string {
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
  if (placeholderProblem) return placeholderProblem;
  const root = parseCondition(input.expression, KCE, s);
  if (typeof root === 'string') return root;
  for (const parse of input.alsoParse ?? []) {
    const problem = parse(s);
    if (problem) return problem;
  }
  const unused = unusedPlaceholders(s);
  if (unused) return unused;
  const conds = new Map<string, KeyCond>();
  const keyProblem = collectKeyConditions(root, s, conds);
  return keyProblem ?? { conds, scope: s };
}
