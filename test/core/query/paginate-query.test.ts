import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { encodeToken, paginateQuery } from '../../../src/core/query/paginate-query.ts';
import { runQuery, type QueryRequest } from '../../../src/core/query/run-query.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import { makeDesign, makeTable } from '../views/make-design.ts';

const design = (n: number) =>
  analyzeDesign(
    makeDesign([
      makeTable({
        items: Array.from({ length: n }, (_, i) => ({
          PK: { S: 'p' },
          SK: { S: `k${String(i).padStart(3, '0')}` },
          odd: { BOOL: i % 2 === 1 }
        }))
      })
    ])
  );
const req: QueryRequest = {
  TableName: 'tbl',
  KeyConditionExpression: 'PK = :p',
  ExpressionAttributeValues: { ':p': { S: 'p' } }
};
const sks = (items: readonly Record<string, unknown>[] | undefined) =>
  (items ?? []).map((i) => (i['SK'] as { S: string }).S);
const ok = (a: ReturnType<typeof paginateQuery>) => {
  if (!a.ok) throw new Error(JSON.stringify(a));
  return a.response;
};

describe('paginateQuery', () => {
  const an = design(7);
  const whole = runQuery(an, req);
  if (!whole.ok) throw new Error(whole.error.message);

  it("merges every page: Items concatenated, counts summed, the first page's capacity", () => {
    const r = ok(paginateQuery(an, { ...req, ReturnConsumedCapacity: 'TOTAL' }, { pageSize: 2 }));
    expect(sks(r.Items)).toEqual(sks(whole.response.Items));
    expect([r.Count, r.ScannedCount]).toEqual([7, 7]);
    const first = runQuery(an, { ...req, Limit: 2, ReturnConsumedCapacity: 'TOTAL' });
    expect(r.ConsumedCapacity).toEqual(first.ok && first.response.ConsumedCapacity);
    expect(Object.keys(r)).toEqual(['Items', 'Count', 'ScannedCount', 'ConsumedCapacity']);
  });

  it('prints ConsumedCapacity null when not asked for, and no Items for Select COUNT', () => {
    const r = ok(paginateQuery(an, { ...req, Select: 'COUNT' }, { pageSize: 3 }));
    expect(r).toEqual({ Count: 7, ScannedCount: 7, ConsumedCapacity: null });
  });

  it('sums the counts of filtered pages', () => {
    const r = ok(
      paginateQuery(
        an,
        {
          ...req,
          FilterExpression: 'odd = :t',
          ExpressionAttributeValues: { ':p': { S: 'p' }, ':t': { BOOL: true } }
        },
        { pageSize: 3 }
      )
    );
    expect(sks(r.Items)).toEqual(['k001', 'k003', 'k005']);
    expect([r.Count, r.ScannedCount]).toEqual([3, 7]);
  });

  it('cuts a page at maxItems and resumes from the NextToken (page counts are kept, then zeroed)', () => {
    const first = ok(paginateQuery(an, req, { maxItems: 3, pageSize: 2 }));
    expect(sks(first.Items)).toEqual(['k000', 'k001', 'k002']);
    expect(first.Count).toBe(4); // the cut page's own Count, as botocore leaves it
    const rest = ok(paginateQuery(an, req, { pageSize: 2, startingToken: first.NextToken! }));
    expect(sks(rest.Items)).toEqual(['k003', 'k004', 'k005', 'k006']);
    expect(rest.Count).toBe(3); // the first page's counts are zeroed
  });

  it('ends on a page boundary with a token holding only the start key', () => {
    const r = ok(paginateQuery(an, req, { maxItems: 2, pageSize: 2 }));
    const key = emptyMap();
    key['PK'] = { S: 'p' };
    key['SK'] = { S: 'k001' };
    expect(r.NextToken).toBe(encodeToken({ ExclusiveStartKey: key }));
  });

  it('encodes tokens as botocore does: Python json.dumps, ASCII, base64', () => {
    const key = emptyMap();
    key['PK'] = { S: 'é' };
    key['B'] = { B: 'AQ==' };
    expect(atob(encodeToken({ ExclusiveStartKey: key, boto_truncate_amount: 1 }))).toBe(
      '{"ExclusiveStartKey": {"PK": {"S": "\\u00e9"}, "B": {"B": "AQ=="}}, "boto_truncate_amount": 1, "boto_encoded_keys": [["ExclusiveStartKey", "B", "B"]]}'
    );
    expect(atob(encodeToken({ ExclusiveStartKey: null, boto_truncate_amount: 2 }))).toBe(
      '{"ExclusiveStartKey": null, "boto_truncate_amount": 2}'
    );
  });

  it.each([
    'not base64!',
    btoa('[1]'),
    btoa('{"boto_truncate_amount": -1}'),
    btoa('{"ExclusiveStartKey": 3}')
  ])('refuses the starting token %j', (token) => {
    expect(paginateQuery(an, req, { startingToken: token })).toEqual({
      ok: false,
      badToken: `Bad starting token: ${token}`
    });
  });

  it('passes DynamoDB errors through', () => {
    const r = paginateQuery(an, { ...req, FilterExpression: 'SK = :p' });
    expect(r.ok).toBe(false);
    expect(!r.ok && 'error' in r && r.error.message).toMatch(/non-primary key attributes/);
  });

  it('walking NextTokens returns every item once, in order, maxItems at a time (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        fc.boolean(),
        (n, maxItems, pageSize, forward) => {
          const d = design(n);
          const q = { ...req, ScanIndexForward: forward };
          const all = runQuery(d, q);
          if (!all.ok) throw new Error(all.error.message);
          const seen: string[] = [];
          let token: string | undefined;
          for (let call = 0; call <= n + 1; call++) {
            const r = ok(
              paginateQuery(d, q, {
                maxItems,
                ...(pageSize ? { pageSize } : {}),
                ...(token ? { startingToken: token } : {})
              })
            );
            expect(r.Items?.length ?? 0).toBeLessThanOrEqual(maxItems);
            if (r.NextToken) expect(r.Items?.length).toBe(maxItems);
            seen.push(...sks(r.Items));
            token = r.NextToken;
            if (!token) break;
          }
          expect(seen).toEqual(sks(all.response.Items));
        }
      ),
      { seed: 13, numRuns: 300 }
    );
  });
});
