import type { AttributeValue } from '../model/attribute-value.ts';
import type { ViewSpec } from '../views/table-key-attributes.ts';
import type { ExpressionScope } from './check-expression-tree.ts';
import type { ExprNode } from './parse-expression.ts';
import { parseFilterExpression } from './parse-filter-expression.ts';
import { parseKeyCondition, type ParsedKeyCondition } from './parse-key-condition.ts';
import { parseProjectionExpression, type DocumentPath } from './parse-projection-expression.ts';
import { parseMultiKeyCondition, type MultiKeyCondition } from './parse-multi-key-condition.ts';

/** A Query's three expressions and the placeholders they share. */
export interface QueryExpressionsInput {
  readonly keyCondition: string;
  readonly filter?: string;
  readonly projection?: string;
  /** ExpressionAttributeNames, a null-prototype record. */
  readonly names?: Record<string, string>;
  readonly values?: Record<string, AttributeValue>;
}

/** The parsed expressions; `scope` resolves the filter's placeholders. */
export interface QueryExpressions {
  /** A multi-attribute key's condition (`partition`, `sort`) when the view's key has one. */
  readonly condition: ParsedKeyCondition | MultiKeyCondition;
  readonly filter?: { readonly root: ExprNode; readonly scope: ExpressionScope };
  readonly projection?: DocumentPath[];
}

/**
 * Parse a Query's KeyConditionExpression, FilterExpression and ProjectionExpression against
 * the queried view's key schema, in DynamoDB's (dynalite's) order: placeholder maps, the key
 * condition's syntax and tree, the filter's, the projection's, then unused `#names` and
 * `:values` over all three, then the key condition against the key schema (a multi-attribute
 * key's by `parseMultiKeyCondition`'s rules). Returns the
 * expressions or the ValidationException message of the first problem.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Query.html
 *
 * @example
 * parseQueryExpressions({ keyCondition: 'PK = :p', filter: 'n > :n', values }, tableSpec);
 * // { condition: { partitionValue: { S: 'P' } }, filter: { root, scope } }
 */
export function parseQueryExpressions(
  input: QueryExpressionsInput,
  spec: ViewSpec
): QueryExpressions | string {
  let filter: QueryExpressions['filter'];
  let projection: DocumentPath[] | undefined;
  const { filter: filterText, projection: projectionText } = input;
  const parseFilter = (scope: ExpressionScope): string | undefined => {
    const root = parseFilterExpression(filterText!, scope);
    if (typeof root === 'string') return root;
    filter = { root, scope };
    return undefined;
  };
  const parseProjection = (scope: ExpressionScope): string | undefined => {
    const paths = parseProjectionExpression(projectionText!, scope);
    if (typeof paths === 'string') return paths;
    projection = paths;
    return undefined;
  };
  const text = {
    expression: input.keyCondition,
    ...(input.names ? { names: input.names } : {}),
    ...(input.values ? { values: input.values } : {}),
    alsoParse: [
      ...(filterText === undefined ? [] : [parseFilter]),
      ...(projectionText === undefined ? [] : [parseProjection])
    ]
  };
  let condition: QueryExpressions['condition'];
  if (spec.parts) {
    const mk = parseMultiKeyCondition(text, spec.parts);
    if (!mk.ok) return mk.message;
    condition = mk.condition;
  } else {
    const kc = parseKeyCondition({
      ...text,
      partitionKey: spec.partitionKey,
      ...(spec.sortKey ? { sortKey: spec.sortKey } : {})
    });
    if (!kc.ok) return kc.error.message;
    condition = kc.condition;
  }
  return {
    condition,
    ...(filter ? { filter } : {}),
    ...(projection ? { projection } : {})
  };
}
