import type { AttributeMap, AttributeValue } from '../model/attribute-value.ts';
import type { Finding } from '../model/finding.ts';
import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { GSI_CONSISTENT_READS } from '../rules/pattern-problems.ts';
import { parseAttributeMap } from '../attributes/parse-attribute-map.ts';
import { evaluateQuery, type QueryOutcome } from './evaluate-query.ts';
import { checkLimit } from './check-limit.ts';
import { checkStartKey } from './check-start-key.ts';
import { checkKeyPaths } from './check-key-paths.ts';
import { projectItem } from './project-item.ts';
import { checkFilterKeys } from './parse-filter-expression.ts';
import { evaluateFilter } from './evaluate-filter.ts';
import { parseQueryExpressions } from './parse-query-expressions.ts';

/** The Query request, with the names the AWS CLI and API use. */
export interface QueryRequest {
  readonly TableName: string;
  readonly IndexName?: string;
  readonly KeyConditionExpression: string;
  readonly ExpressionAttributeNames?: Readonly<Record<string, string>>;
  readonly ExpressionAttributeValues?: unknown;
  readonly ScanIndexForward?: boolean;
  readonly Limit?: number;
  readonly ConsistentRead?: boolean;
  readonly ReturnConsumedCapacity?: 'NONE' | 'TOTAL' | 'INDEXES';
  readonly Select?: 'ALL_ATTRIBUTES' | 'ALL_PROJECTED_ATTRIBUTES' | 'COUNT';
  readonly ProjectionExpression?: string;
  readonly FilterExpression?: string;
  /** DynamoDB JSON: the LastEvaluatedKey of the previous page. */
  readonly ExclusiveStartKey?: unknown;
}

export interface QueryError {
  readonly name: 'ValidationException' | 'ResourceNotFoundException';
  readonly message: string;
}

/** `outcome` is the page as read, before FilterExpression and ProjectionExpression. */
export type QueryAnswer =
  { ok: true; response: QueryResponse; outcome: QueryOutcome } | { ok: false; error: QueryError };

/** The response body as `aws dynamodb query` prints it. */
export interface QueryResponse {
  Items?: AttributeMap[];
  Count: number;
  ScannedCount: number;
  LastEvaluatedKey?: AttributeMap;
  ConsumedCapacity?: {
    TableName: string;
    CapacityUnits: number;
    Table?: { CapacityUnits: number };
    GlobalSecondaryIndexes?: Record<string, { CapacityUnits: number }>;
    LocalSecondaryIndexes?: Record<string, { CapacityUnits: number }>;
  };
}

/**
 * Answer a Query as DynamoDB would if the design's items were in a real table:
 * the same validation errors, items in the same order, the same counts,
 * LastEvaluatedKey and consumed capacity.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Query.html
 */
export function runQuery(analysis: DesignAnalysis, req: QueryRequest): QueryAnswer {
  const t = analysis.tables.find((x) => x.table.name === req.TableName);
  if (!t)
    return fail(
      'ResourceNotFoundException',
      `Requested resource not found: Table: ${req.TableName} not found`
    );
  const view = t.views.find((v) => v.spec.index === (req.IndexName ?? null));
  if (!view)
    return fail(
      'ValidationException',
      `The table does not have the specified index: ${req.IndexName}`
    );
  const limitProblem =
    req.Limit === undefined
      ? undefined
      : checkLimit(Number.isInteger(req.Limit) ? BigInt(req.Limit).toString() : String(req.Limit));
  if (limitProblem) return fail('ValidationException', limitProblem);
  if (req.ConsistentRead && view.spec.kind === 'gsi')
    return fail('ValidationException', GSI_CONSISTENT_READS);
  let values: Record<string, AttributeValue> | undefined;
  if (req.ExpressionAttributeValues !== undefined) {
    const findings: Finding[] = [];
    const parsed = parseAttributeMap(req.ExpressionAttributeValues, '$', findings);
    if (!parsed || findings.length > 0) {
      const f = findings[0];
      return fail(
        'ValidationException',
        `ExpressionAttributeValues contains invalid value: ${f ? `${f.message} at ${f.path}` : 'expected an object'}`
      );
    }
    values = parsed as Record<string, AttributeValue>;
  }
  let startKey: AttributeMap | undefined;
  if (req.ExclusiveStartKey !== undefined) {
    const findings: Finding[] = [];
    const parsed = parseAttributeMap(req.ExclusiveStartKey, '$', findings);
    const f = findings[0];
    if (!parsed || f)
      return fail(
        'ValidationException',
        `The provided starting key is invalid: ${f ? `${f.message} at ${f.path}` : 'expected an object'}`
      );
    startKey = parsed;
  }
  const parsed = parseQueryExpressions(
    {
      keyCondition: req.KeyConditionExpression,
      ...(req.FilterExpression !== undefined ? { filter: req.FilterExpression } : {}),
      ...(req.ProjectionExpression !== undefined ? { projection: req.ProjectionExpression } : {}),
      ...(req.ExpressionAttributeNames ? { names: nullProto(req.ExpressionAttributeNames) } : {}),
      ...(values ? { values } : {})
    },
    view.spec
  );
  if (typeof parsed === 'string') return fail('ValidationException', parsed);
  const { condition, filter, projection } = parsed;
  const startProblem = startKey && checkStartKey(startKey, t.table, view.spec, condition);
  if (startProblem) return fail('ValidationException', startProblem);
  const keyPathProblem = projection && checkKeyPaths(projection, t.table);
  if (keyPathProblem) return fail('ValidationException', keyPathProblem);
  const filterProblem = filter && checkFilterKeys(filter.root, filter.scope, t.table, view.spec);
  if (filterProblem) return fail('ValidationException', filterProblem);
  const outcome = evaluateQuery(t.resolved, view, condition, {
    scanIndexForward: req.ScanIndexForward ?? true,
    ...(req.Limit !== undefined ? { limit: req.Limit } : {}),
    consistentRead: req.ConsistentRead ?? false,
    ...(startKey ? { exclusiveStartKey: startKey } : {})
  });
  // The filter runs on the items read, after Limit and the 1 MB page: ScannedCount and the read
  // units still count every item read.
  const matched = filter
    ? outcome.items.filter((i) => evaluateFilter(filter.root, i, filter.scope))
    : outcome.items;
  const response: QueryResponse = {
    ...(req.Select === 'COUNT'
      ? {}
      : { Items: matched.map((i) => (projection ? projectItem(i, projection) : i)) }),
    Count: matched.length,
    ScannedCount: outcome.scannedCount,
    ...(outcome.lastEvaluatedKey ? { LastEvaluatedKey: outcome.lastEvaluatedKey } : {})
  };
  const mode = req.ReturnConsumedCapacity ?? 'NONE';
  if (mode !== 'NONE') {
    const units = outcome.capacityUnits;
    response.ConsumedCapacity = { TableName: req.TableName, CapacityUnits: units };
    if (mode === 'INDEXES') {
      if (view.spec.kind === 'table') response.ConsumedCapacity.Table = { CapacityUnits: units };
      else if (view.spec.kind === 'gsi')
        response.ConsumedCapacity.GlobalSecondaryIndexes = {
          [view.spec.index!]: { CapacityUnits: units }
        };
      else
        response.ConsumedCapacity.LocalSecondaryIndexes = {
          [view.spec.index!]: { CapacityUnits: units }
        };
    }
  }
  return { ok: true, response, outcome };
}

function fail(name: QueryError['name'], message: string): QueryAnswer {
  return { ok: false, error: { name, message } };
}

function nullProto(r: Readonly<Record<string, string>>): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const k of Object.keys(r)) out[k] = r[k]!;
  return out;
}
