import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { compareKeyValues, keyValueId } from '../../../src/core/keys/compare-key-values.ts';
import type { KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';
import { runQuery, type QueryRequest } from '../../../src/core/query/run-query.ts';
import { gsi, item, lsi, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

const analysis = analyzeDesign(
  makeDesign(
    [
      makeTable({
        gsis: [gsi('ByType', ['type', 'S'], ['n', 'N'], { type: 'KEYS_ONLY' })],
        lsis: [lsi('ByN', ['n', 'N'], { type: 'INCLUDE', nonKeyAttributes: ['title'] })]
      })
    ],
    [
      makeEntity(
        'Doc',
        { PK: 'P', SK: 'D#${n}' },
        [1, 2, 3, 4].map((n) => item({ n, type: 'doc', title: `t${n}`, body: 'b' }))
      )
    ]
  )
);

const base: QueryRequest = {
  TableName: 'tbl',
  KeyConditionExpression: 'PK = :p',
  ExpressionAttributeValues: { ':p': { S: 'P' } }
};
const ok = (req: Partial<QueryRequest>) => {
  const a = runQuery(analysis, { ...base, ...req });
  if (!a.ok) throw new Error(`${a.error.name}: ${a.error.message}`);
  return a.response;
};
const fail = (req: Partial<QueryRequest>) => {
  const a = runQuery(analysis, { ...base, ...req });
  if (a.ok) throw new Error('expected an error');
  return a.error;
};

describe('runQuery', () => {
  it('answers with Items, Count and ScannedCount as the AWS CLI prints them', () => {
    const r = ok({});
    expect(r.Count).toBe(4);
    expect(r.ScannedCount).toBe(4);
    expect(r.Items!.map((i) => i['SK'])).toEqual([
      { S: 'D#1' },
      { S: 'D#2' },
      { S: 'D#3' },
      { S: 'D#4' }
    ]);
    expect(r).not.toHaveProperty('LastEvaluatedKey');
    expect(r).not.toHaveProperty('ConsumedCapacity');
  });

  it('honours ExpressionAttributeNames, the sort key condition and the direction', () => {
    const r = ok({
      KeyConditionExpression: '#p = :p AND #s BETWEEN :a AND :b',
      ExpressionAttributeNames: { '#p': 'PK', '#s': 'SK' },
      ExpressionAttributeValues: { ':p': { S: 'P' }, ':a': { S: 'D#2' }, ':b': { S: 'D#3' } },
      ScanIndexForward: false
    });
    expect(r.Items!.map((i) => i['SK'])).toEqual([{ S: 'D#3' }, { S: 'D#2' }]);
  });

  it('returns LastEvaluatedKey when Limit stops the page', () => {
    const r = ok({ Limit: 3 });
    expect(r.Count).toBe(3);
    expect({ ...r.LastEvaluatedKey }).toEqual({ PK: { S: 'P' }, SK: { S: 'D#3' } });
  });

  it('omits Items for Select COUNT but keeps the counts', () => {
    const r = ok({ Select: 'COUNT' });
    expect(r).not.toHaveProperty('Items');
    expect(r.Count).toBe(4);
  });

  it('keeps only the ProjectionExpression paths but charges for the whole items read', () => {
    const whole = ok({ ReturnConsumedCapacity: 'TOTAL', ConsistentRead: true });
    const r = ok({
      ReturnConsumedCapacity: 'TOTAL',
      ConsistentRead: true,
      ProjectionExpression: '#t, n',
      ExpressionAttributeNames: { '#t': 'title' }
    });
    expect(r.Items!.map((i) => ({ ...i }))).toEqual(
      [1, 2, 3, 4].map((n) => ({ title: { S: `t${n}` }, n: { N: String(n) } }))
    );
    expect(r.ConsumedCapacity).toEqual(whole.ConsumedCapacity);
  });

  it('filters after Limit: Count counts matches, ScannedCount and read units the items read', () => {
    const read = ok({ Limit: 3, ReturnConsumedCapacity: 'TOTAL' });
    const r = ok({
      Limit: 3,
      ReturnConsumedCapacity: 'TOTAL',
      FilterExpression: 'n >= :two AND NOT #t = :t3',
      ExpressionAttributeNames: { '#t': 'title' },
      ExpressionAttributeValues: { ':p': { S: 'P' }, ':two': { N: '2' }, ':t3': { S: 't3' } }
    });
    expect(r.Items!.map((i) => i['SK'])).toEqual([{ S: 'D#2' }]);
    expect(r.Count).toBe(1);
    expect(r.ScannedCount).toBe(3);
    expect(r.LastEvaluatedKey).toEqual(read.LastEvaluatedKey);
    expect(r.ConsumedCapacity).toEqual(read.ConsumedCapacity);
  });

  it('counts filtered matches for Select COUNT, and projects after filtering', () => {
    const values = { ':p': { S: 'P' }, ':t': { S: 't' } };
    const count = ok({
      Select: 'COUNT',
      FilterExpression: 'begins_with(title, :t)',
      ExpressionAttributeValues: values
    });
    expect([count.Count, count.ScannedCount]).toEqual([4, 4]);
    const r = ok({
      FilterExpression: 'n IN (:a, :b)',
      ProjectionExpression: 'body',
      ExpressionAttributeValues: { ':p': { S: 'P' }, ':a': { N: '4' }, ':b': { N: '1.0' } }
    });
    expect(r.Items!.map((i) => ({ ...i }))).toEqual([{ body: { S: 'b' } }, { body: { S: 'b' } }]);
  });

  it.each<[Partial<QueryRequest>, string]>([
    [
      { FilterExpression: 'SK = :p' },
      'Filter Expression can only contain non-primary key attributes: Primary key attribute: SK'
    ],
    [
      {
        FilterExpression: 'n > :p',
        ExpressionAttributeValues: { ':p': { S: 'P' }, ':x': { N: '1' } }
      },
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}'
    ],
    [
      { FilterExpression: 'n >', ProjectionExpression: '#nope' },
      'Invalid FilterExpression: Syntax error; token: "<EOF>", near: ">"'
    ],
    [
      { ProjectionExpression: 'title', ExpressionAttributeNames: { '#t': 'title' } },
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#t}'
    ],
    [
      { ProjectionExpression: '#nope' },
      'Invalid ProjectionExpression: An expression attribute name used in the document path is not defined; attribute name: #nope'
    ],
    [
      { ProjectionExpression: 'title', KeyConditionExpression: 'PK = :p OR PK = :p' },
      'Invalid operator used in KeyConditionExpression: OR'
    ],
    [
      { ProjectionExpression: 'SK.x' },
      "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: SK"
    ]
  ])('refuses a projection as DynamoDB does: %j', (req, message) => {
    expect(fail(req).message).toBe(message);
  });

  it('projects a KEYS_ONLY GSI to the table and index keys', () => {
    const r = ok({
      IndexName: 'ByType',
      KeyConditionExpression: '#t = :t',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':t': { S: 'doc' } }
    });
    expect(r.Items!.map((i) => Object.keys(i).sort())).toEqual(
      Array(4).fill(['PK', 'SK', 'n', 'type'])
    );
  });

  it('projects an INCLUDE LSI to the keys and the included attribute', () => {
    const r = ok({
      IndexName: 'ByN',
      KeyConditionExpression: 'PK = :p AND n > :n',
      ExpressionAttributeValues: { ':p': { S: 'P' }, ':n': { N: '2' } }
    });
    expect(r.Items!.map((i) => Object.keys(i).sort())).toEqual(
      Array(2).fill(['PK', 'SK', 'n', 'title'])
    );
  });

  it.each([
    ['TOTAL', null, { TableName: 'tbl', CapacityUnits: 0.5 }],
    ['INDEXES', null, { TableName: 'tbl', CapacityUnits: 0.5, Table: { CapacityUnits: 0.5 } }],
    [
      'INDEXES',
      'ByType',
      {
        TableName: 'tbl',
        CapacityUnits: 0.5,
        GlobalSecondaryIndexes: { ByType: { CapacityUnits: 0.5 } }
      }
    ],
    [
      'INDEXES',
      'ByN',
      {
        TableName: 'tbl',
        CapacityUnits: 0.5,
        LocalSecondaryIndexes: { ByN: { CapacityUnits: 0.5 } }
      }
    ]
  ] as const)('reports ReturnConsumedCapacity %s for index %s', (mode, index, expected) => {
    const req: Partial<QueryRequest> =
      index === 'ByType'
        ? {
            IndexName: index,
            KeyConditionExpression: '#t = :t',
            ExpressionAttributeNames: { '#t': 'type' },
            ExpressionAttributeValues: { ':t': { S: 'doc' } }
          }
        : index === 'ByN'
          ? { IndexName: index }
          : {};
    expect(ok({ ...req, ReturnConsumedCapacity: mode }).ConsumedCapacity).toMatchObject(expected);
  });

  it('charges a strongly consistent read twice an eventually consistent one', () => {
    expect(
      ok({ ReturnConsumedCapacity: 'TOTAL', ConsistentRead: true }).ConsumedCapacity!.CapacityUnits
    ).toBe(1);
  });

  it.each([
    [
      'an unknown table',
      { TableName: 'nope' },
      'ResourceNotFoundException',
      'Requested resource not found: Table: nope not found'
    ],
    [
      'an unknown index',
      { IndexName: 'Nope' },
      'ValidationException',
      'The table does not have the specified index: Nope'
    ],
    [
      'ConsistentRead on a GSI',
      {
        IndexName: 'ByType',
        ConsistentRead: true,
        KeyConditionExpression: '#t = :t',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':t': { S: 'doc' } }
      },
      'ValidationException',
      'Consistent reads are not supported on global secondary indexes'
    ],
    [
      'Limit 0',
      { Limit: 0 },
      'ValidationException',
      "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1"
    ],
    [
      'a condition on a non-key attribute',
      { KeyConditionExpression: 'PK = :p AND title = :p' },
      'ValidationException',
      'Query condition missed key schema element: SK'
    ],
    [
      'a partition key range',
      { KeyConditionExpression: 'PK > :p' },
      'ValidationException',
      'Query key condition not supported'
    ],
    [
      'a value of the wrong type',
      { ExpressionAttributeValues: { ':p': { N: '1' } } },
      'ValidationException',
      'One or more parameter values were invalid: Condition parameter type does not match schema type'
    ],
    [
      'an unused value',
      { ExpressionAttributeValues: { ':p': { S: 'P' }, ':x': { S: 'x' } } },
      'ValidationException',
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}'
    ]
  ] as const)('refuses %s', (_name, req, name, message) => {
    expect(fail(req as Partial<QueryRequest>)).toEqual({ name, message });
  });

  it('allows ConsistentRead on an LSI', () => {
    expect(ok({ IndexName: 'ByN', ConsistentRead: true }).Count).toBe(4);
  });
});

// ---------------------------------------------------------------------------
// Property: runQuery agrees with a brute-force filter-and-sort oracle.
// ---------------------------------------------------------------------------

const OPS = ['=', '<', '<=', '>', '>=', 'BETWEEN', 'begins_with'] as const;
type Op = (typeof OPS)[number];

const sValue = fc.string({
  unit: fc.constantFrom('a', 'b', 'B', '#', 'é', '\uFFFD', '\u{1F600}'),
  minLength: 1,
  maxLength: 4
});
const nValue = fc.oneof(
  fc.integer({ min: -50, max: 50 }).map(String),
  fc
    .tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 0, max: 99 }))
    .map(([a, b]) => `${a}.${b}`),
  fc.constantFrom('1E+1', '0.5E1', '-0', '1.0', '100')
);
const valueOf = (type: KeyType, v: string): KeyValue => (type === 'S' ? { S: v } : { N: v });

const scenario = fc.constantFrom<KeyType>('S', 'N').chain((type) => {
  const v = type === 'S' ? sValue : nValue;
  return fc.record({
    type: fc.constant(type),
    sks: fc.uniqueArray(v, { maxLength: 15, selector: (x) => keyValueId(valueOf(type, x)) }),
    op: fc.constantFrom<Op>(...OPS.filter((o) => type === 'S' || o !== 'begins_with')),
    a: v,
    b: v,
    forward: fc.boolean(),
    limit: fc.option(fc.integer({ min: 1, max: 16 }), { nil: undefined })
  });
});

function oracle(
  type: KeyType,
  sks: string[],
  op: Op,
  a: string,
  b: string,
  forward: boolean,
  limit: number | undefined
): { sks: KeyValue[]; more: boolean } {
  const av = valueOf(type, a);
  const bv = valueOf(type, b);
  const matches = sks
    .map((s) => valueOf(type, s))
    .filter((s) => {
      const c = compareKeyValues(s, av);
      switch (op) {
        case '=':
          return c === 0;
        case '<':
          return c < 0;
        case '<=':
          return c <= 0;
        case '>':
          return c > 0;
        case '>=':
          return c >= 0;
        case 'BETWEEN':
          return c >= 0 && compareKeyValues(s, bv) <= 0;
        case 'begins_with':
          return (s as { S: string }).S.startsWith(a);
      }
    })
    .sort(compareKeyValues);
  if (!forward) matches.reverse();
  const page = limit === undefined ? matches : matches.slice(0, limit);
  return { sks: page, more: limit !== undefined && matches.length >= limit };
}

describe('runQuery property', () => {
  it('agrees with a brute-force filter, sort, reverse and slice', () => {
    fc.assert(
      fc.property(scenario, ({ type, sks, op, a, b, forward, limit }) => {
        const items = sks.map((s) => ({ PK: { S: 'p' }, SK: valueOf(type, s), v: { S: s } }));
        const an = analyzeDesign(makeDesign([makeTable({ sk: ['SK', type], items })]));
        const expr =
          op === 'BETWEEN'
            ? 'PK = :p AND SK BETWEEN :a AND :b'
            : op === 'begins_with'
              ? 'PK = :p AND begins_with(SK, :a)'
              : `PK = :p AND SK ${op} :a`;
        const values: Record<string, KeyValue> = { ':p': { S: 'p' }, ':a': valueOf(type, a) };
        if (op === 'BETWEEN') values[':b'] = valueOf(type, b);
        const answer = runQuery(an, {
          TableName: 'tbl',
          KeyConditionExpression: expr,
          ExpressionAttributeValues: values,
          ScanIndexForward: forward,
          ...(limit !== undefined ? { Limit: limit } : {})
        });
        if (op === 'BETWEEN' && compareKeyValues(valueOf(type, a), valueOf(type, b)) > 0) {
          // DynamoDB refuses an empty range outright.
          expect(answer.ok).toBe(false);
          return;
        }
        if (!answer.ok) throw new Error(answer.error.message);
        const want = oracle(type, sks, op, a, b, forward, limit);
        expect(answer.response.Items!.map((i) => i['SK'])).toEqual(want.sks);
        expect(answer.response.Count).toBe(want.sks.length);
        if (want.more)
          expect(answer.response.LastEvaluatedKey?.['SK']).toEqual(want.sks[want.sks.length - 1]);
        else expect(answer.response.LastEvaluatedKey).toBeUndefined();
      }),
      { numRuns: 1000 }
    );
  });
});

describe('runQuery ExclusiveStartKey property', () => {
  const startScenario = fc.constantFrom<KeyType>('S', 'N').chain((type) => {
    const v = type === 'S' ? sValue : nValue;
    return fc.record({
      type: fc.constant(type),
      sks: fc.uniqueArray(v, { maxLength: 15, selector: (x) => keyValueId(valueOf(type, x)) }),
      start: v,
      forward: fc.boolean(),
      limit: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined })
    });
  });
  const tableOf = (type: KeyType, sks: string[]) =>
    analyzeDesign(
      makeDesign([
        makeTable({
          sk: ['SK', type],
          items: sks.map((s) => ({ PK: { S: 'p' }, SK: valueOf(type, s) }))
        })
      ])
    );
  const request = (forward: boolean, limit?: number): QueryRequest => ({
    TableName: 'tbl',
    KeyConditionExpression: 'PK = :p',
    ExpressionAttributeValues: { ':p': { S: 'p' } },
    ScanIndexForward: forward,
    ...(limit !== undefined ? { Limit: limit } : {})
  });

  it('starts strictly after the start key, whether or not an item has it', () => {
    fc.assert(
      fc.property(startScenario, ({ type, sks, start, forward, limit }) => {
        const sv = valueOf(type, start);
        const answer = runQuery(tableOf(type, sks), {
          ...request(forward, limit),
          ExclusiveStartKey: { PK: { S: 'p' }, SK: sv }
        });
        if (!answer.ok) throw new Error(answer.error.message);
        const after = sks
          .map((s) => valueOf(type, s))
          .filter((s) => (forward ? 1 : -1) * compareKeyValues(s, sv) > 0)
          .sort((x, y) => (forward ? 1 : -1) * compareKeyValues(x, y));
        const want = limit === undefined ? after : after.slice(0, limit);
        expect(answer.response.Items!.map((i) => i['SK'])).toEqual(want);
      }),
      { numRuns: 500 }
    );
  });

  it('walks a partition page by page through LastEvaluatedKey to the whole result', () => {
    fc.assert(
      fc.property(startScenario, ({ type, sks, forward, limit }) => {
        const an = tableOf(type, sks);
        const whole = runQuery(an, request(forward));
        if (!whole.ok) throw new Error(whole.error.message);
        const seen: unknown[] = [];
        let req = request(forward, limit ?? 1);
        for (let page = 0; page <= sks.length + 1; page++) {
          const a = runQuery(an, req);
          if (!a.ok) throw new Error(a.error.message);
          seen.push(...a.response.Items!);
          if (!a.response.LastEvaluatedKey) break;
          req = { ...req, ExclusiveStartKey: a.response.LastEvaluatedKey };
        }
        expect(seen).toEqual(whole.response.Items);
      }),
      { numRuns: 300 }
    );
  });
});
