import { describe, expect, it } from 'vitest';
import type { MultiKeySchema } from '../../../src/core/model/multi-key-schema.ts';
import { multiKeyConditionRequest } from '../../../src/core/query/multi-key-condition-request.ts';
import {
  parseMultiKeyCondition,
  type MultiKeyCondition,
  type SortPartCondition
} from '../../../src/core/query/parse-multi-key-condition.ts';

// A 2+3 key, as the AWS guide's tournament example.
const KEY: MultiKeySchema = {
  partition: [
    { name: 'tournamentId', type: 'S' },
    { name: 'region', type: 'S' }
  ],
  sort: [
    { name: 'round', type: 'S' },
    { name: 'bracket', type: 'S' },
    { name: 'matchId', type: 'N' }
  ]
};
const PARTITION = [{ S: 'W26' }, { S: 'NA' }];
const PK = '#pk1 = :pk1 AND #pk2 = :pk2';

describe('multiKeyConditionRequest', () => {
  it.each<[string, MultiKeyCondition, string]>([
    ['the partition only', { partition: PARTITION, sort: [] }, PK],
    [
      'round =',
      { partition: PARTITION, sort: [{ operator: '=', value: { S: 'SEMI' } }] },
      `${PK} AND #sk1 = :sk1`
    ],
    [
      'round = AND begins_with(bracket)',
      {
        partition: PARTITION,
        sort: [
          { operator: '=', value: { S: 'SEMI' } },
          { operator: 'begins_with', value: { S: 'UP' } }
        ]
      },
      `${PK} AND #sk1 = :sk1 AND begins_with(#sk2, :sk2)`
    ],
    [
      'every sort attribute, BETWEEN on the last',
      {
        partition: PARTITION,
        sort: [
          { operator: '=', value: { S: 'SEMI' } },
          { operator: '=', value: { S: 'UPPER' } },
          { operator: 'BETWEEN', value: { N: '1' }, upper: { N: '9' } }
        ]
      },
      `${PK} AND #sk1 = :sk1 AND #sk2 = :sk2 AND #sk3 BETWEEN :sk3 AND :sk3upper`
    ]
  ])('%s: parses back to the same condition', (_, condition, expression) => {
    const r = multiKeyConditionRequest(KEY, condition);
    expect(r.expression).toBe(expression);
    expect(
      parseMultiKeyCondition(
        { expression: r.expression, names: { ...r.names }, values: { ...r.values } },
        KEY
      )
    ).toEqual({ ok: true, condition });
  });

  it('names every attribute and value behind a placeholder', () => {
    const r = multiKeyConditionRequest(KEY, {
      partition: PARTITION,
      sort: [{ operator: 'BETWEEN', value: { S: 'A' }, upper: { S: 'Z' } }]
    });
    expect({ ...r.names }).toEqual({ '#pk1': 'tournamentId', '#pk2': 'region', '#sk1': 'round' });
    expect({ ...r.values }).toEqual({
      ':pk1': { S: 'W26' },
      ':pk2': { S: 'NA' },
      ':sk1': { S: 'A' },
      ':sk1upper': { S: 'Z' }
    });
  });

  it('leaves a sort attribute without a condition out, for parseMultiKeyCondition to judge', () => {
    const sort: (SortPartCondition | undefined)[] = [
      undefined,
      { operator: '=', value: { S: 'UPPER' } }
    ];
    const r = multiKeyConditionRequest(KEY, { partition: PARTITION, sort });
    expect(r.expression).toBe(`${PK} AND #sk2 = :sk2`);
    expect(
      parseMultiKeyCondition(
        { expression: r.expression, names: { ...r.names }, values: { ...r.values } },
        KEY
      )
    ).toEqual({ ok: false, message: 'Query condition missed key schema element: round' });
  });

  it('keeps an attribute named __proto__ a plain name', () => {
    const r = multiKeyConditionRequest(
      { partition: [{ name: '__proto__', type: 'S' }], sort: [] },
      { partition: [{ S: 'x' }], sort: [] }
    );
    expect(r.names['#pk1']).toBe('__proto__');
    expect(Object.getPrototypeOf(r.names)).toBeNull();
  });

  it.each<[string, Parameters<typeof multiKeyConditionRequest>[1], RegExp]>([
    ['a partition value missing', { partition: [{ S: 'W26' }], sort: [] }, /give one for each/],
    [
      'more sort conditions than sort attributes',
      {
        partition: PARTITION,
        sort: Array.from({ length: 4 }, () => ({ operator: '=' as const, value: { S: 'a' } }))
      },
      /give at most one for each/
    ],
    [
      'a BETWEEN without its upper bound',
      { partition: PARTITION, sort: [{ operator: 'BETWEEN', value: { S: 'a' } }] },
      /needs an upper bound/
    ]
  ])('throws on %s (a caller’s mistake)', (_, condition, message) => {
    expect(() => multiKeyConditionRequest(KEY, condition)).toThrow(message);
  });
});
