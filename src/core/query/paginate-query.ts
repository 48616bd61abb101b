import type { AttributeMap } from '../model/attribute-value.ts';
import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { runQuery, type QueryError, type QueryRequest, type QueryResponse } from './run-query.ts';

/** The AWS CLI's own paging options (`--max-items`, `--page-size`, `--starting-token`). */
export interface PagingOptions {
  readonly maxItems?: number;
  readonly pageSize?: number;
  readonly startingToken?: string;
}

/** What the AWS CLI prints for a paginated Query: the pages merged. */
export interface PaginatedResponse {
  Items?: AttributeMap[];
  Count: number;
  ScannedCount: number;
  /** The first page's, or null when not asked for (the CLI prints `null`). */
  ConsumedCapacity: QueryResponse['ConsumedCapacity'] | null;
  NextToken?: string;
}

export type PaginatedAnswer =
  | { ok: true; response: PaginatedResponse }
  | { ok: false; error: QueryError }
  | { ok: false; badToken: string };

type Token = { ExclusiveStartKey?: AttributeMap | null; boto_truncate_amount?: number };

/**
 * Answer a Query as the AWS CLI does by default: ask page after page, following
 * LastEvaluatedKey, and merge them — Items concatenated, Count and ScannedCount summed,
 * ConsumedCapacity the first page's — as botocore's paginator does. `maxItems` stops after
 * that many items, cutting a page if need be, and returns a NextToken to pass back as
 * `startingToken`; `pageSize` is each request's Limit. With a starting token the first
 * page's items before the token's offset are dropped and its counts are zero, as in botocore.
 * https://docs.aws.amazon.com/cli/latest/userguide/cli-usage-pagination.html
 *
 * @example
 * paginateQuery(analysis, { TableName: 'T', KeyConditionExpression: 'PK = :p', … }, { maxItems: 2 });
 * // { ok: true, response: { Items: [a, b], Count: 5, ScannedCount: 5, ConsumedCapacity: null, NextToken: 'eyJ…' } }
 */
export function paginateQuery(
  analysis: DesignAnalysis,
  request: QueryRequest,
  paging: PagingOptions = {}
): PaginatedAnswer {
  let next: Token = { ExclusiveStartKey: null };
  let skip = 0;
  if (paging.startingToken !== undefined) {
    const decoded = decodeToken(paging.startingToken);
    if (!decoded) return { ok: false, badToken: `Bad starting token: ${paging.startingToken}` };
    const { boto_truncate_amount: amount, ...token } = decoded;
    [next, skip] = [token, amount ?? 0];
  }
  let all: AttributeMap[] | undefined;
  let [allCount, allScanned] = [0, 0];
  let capacity: PaginatedResponse['ConsumedCapacity'] = null;
  let nextToken: string | undefined;
  const { maxItems } = paging;
  let total = 0;
  for (let first = true; ; first = false) {
    const answer = runQuery(analysis, {
      ...request,
      ...(paging.pageSize !== undefined ? { Limit: paging.pageSize } : {}),
      ...(next.ExclusiveStartKey ? { ExclusiveStartKey: next.ExclusiveStartKey } : {})
    });
    if (!answer.ok) return answer;
    const page = answer.response;
    let items = page.Items;
    let [count, scanned] = [page.Count, page.ScannedCount];
    if (first) {
      capacity = page.ConsumedCapacity ?? null;
      if (paging.startingToken !== undefined) [items, count, scanned] = [items?.slice(skip), 0, 0];
    } else skip = 0; // only the first page was cut by the starting token
    const n = items?.length ?? 0;
    const over = maxItems === undefined ? 0 : total + n - maxItems;
    if (over > 0) items = items!.slice(0, n - over);
    if (items) all = [...(all ?? []), ...items];
    allCount += count;
    allScanned += scanned;
    if (over > 0) {
      nextToken = encodeToken({ ...next, boto_truncate_amount: n - over + skip });
      break;
    }
    total += n;
    if (!page.LastEvaluatedKey) break;
    next = { ExclusiveStartKey: page.LastEvaluatedKey };
    if (maxItems !== undefined && total === maxItems) {
      nextToken = encodeToken(next);
      break;
    }
  }
  // botocore's key order: the result keys, the non-aggregate keys, then NextToken.
  const response: PaginatedResponse = {
    ...(all ? { Items: all } : {}),
    Count: allCount,
    ScannedCount: allScanned,
    ConsumedCapacity: capacity,
    ...(nextToken !== undefined ? { NextToken: nextToken } : {})
  };
  return { ok: true, response };
}

/**
 * botocore's token: base64 of Python's `json.dumps` of the token (ASCII only, `, ` and `: `),
 * binary key values listed under `boto_encoded_keys` as botocore's TokenEncoder lists them.
 */
export function encodeToken(token: Token): string {
  const key = token.ExclusiveStartKey;
  const binary = key ? Object.keys(key).filter((name) => 'B' in key[name]!) : [];
  const encoded = binary.map((name) => ['ExclusiveStartKey', name, 'B']);
  return btoa(pythonJson(encoded.length ? { ...token, boto_encoded_keys: encoded } : token));
}

function decodeToken(text: string): Token | null {
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const t = value as Record<string, unknown>;
    const key = t['ExclusiveStartKey'];
    const amount = t['boto_truncate_amount'];
    if (key !== null && key !== undefined && (typeof key !== 'object' || Array.isArray(key)))
      return null;
    if (amount !== undefined && !(Number.isInteger(amount) && (amount as number) >= 0)) return null;
    return {
      ExclusiveStartKey: (key ?? null) as AttributeMap | null,
      ...(amount !== undefined ? { boto_truncate_amount: amount as number } : {})
    };
  } catch {
    return null;
  }
}

function pythonJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(pythonJson).join(', ')}]`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.keys(v)
      .map((k) => `${pythonJson(k)}: ${pythonJson((v as Record<string, unknown>)[k])}`)
      .join(', ')}}`;
  const text = JSON.stringify(v) ?? 'null';
  return text.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  );
}
