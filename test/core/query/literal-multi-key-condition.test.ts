import { describe, expect, it } from 'vitest';
import type { SortKeyCondition } from '../../../src/core/model/design.ts';
import type { MultiKeySchema } from '../../../src/core/model/multi-key-schema.ts';
import {
  literalMultiKeyCondition,
  type LiteralMultiKeyCondition
} from '../../../src/core/query/literal-multi-key-condition.ts';
import type { MultiKeyCondition } from '../../../src/core/query/parse-multi-key-condition.ts';

// A 2+3 key, as the AWS guide's tournament example, matchId a Number.
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
// A partition attribute that is a Number.
const SEASONS: MultiKeySchema = {
  partition: [
    { name: 'league', type: 'S' },
    { name: 'season', type: 'N' }
  ],
  sort: []
};
const PK = ['W26', 'NA'];
const PARTITION = [{ S: 'W26' }, { S: 'NA' }];
const eq = (value: string): SortKeyCondition => ({ operator: '=', value });

describe('literalMultiKeyCondition', () => {
  it.each<[string, LiteralMultiKeyCondition, MultiKeyCondition]>([
    ['the partition only', { partitionValues: PK }, { partition: PARTITION, sort: [] }],
    [
      'the partition, no sort condition given',
      { partitionValues: PK, sortKeys: [] },
      { partition: PARTITION, sort: [] }
    ],
    [
      'a range on the first sort attribute',
      { partitionValues: PK, sortKeys: [{ operator: '>=', value: 'QUARTER' }] },
      { partition: PARTITION, sort: [{ operator: '>=', value: { S: 'QUARTER' } }] }
    ],
    [
      'round = and begins_with on bracket',
      {
        partitionValues: PK,
        sortKeys: [eq('SEMI'), { operator: 'begins_with', value: 'UP' }]
      },
      {
        partition: PARTITION,
        sort: [
          { operator: '=', value: { S: 'SEMI' } },
          { operator: 'begins_with', value: { S: 'UP' } }
        ]
      }
    ],
    [
      'every sort attribute, BETWEEN on the last, its numbers trimmed',
      {
        partitionValues: PK,
        sortKeys: [eq('SEMI'), eq('UPPER'), { operator: 'BETWEEN', value: ' 1 ', upper: '9' }]
      },
      {
        partition: PARTITION,
        sort: [
          { operator: '=', value: { S: 'SEMI' } },
          { operator: '=', value: { S: 'UPPER' } },
          { operator: 'BETWEEN', value: { N: '1' }, upper: { N: '9' } }
        ]
      }
    ],
    [
      'a hole after the last condition, which is no gap',
      { partitionValues: PK, sortKeys: [eq('SEMI'), undefined] },
      { partition: PARTITION, sort: [{ operator: '=', value: { S: 'SEMI' } }] }
    ],
    [
      'a Number partition attribute',
      { partitionValues: ['NBA', ' 2026 '] },
      { partition: [{ S: 'NBA' }, { N: '2026' }], sort: [] }
    ]
  ])('accepts %s', (_, input, condition) => {
    const key = input.partitionValues[0] === 'NBA' ? SEASONS : KEY;
    expect(literalMultiKeyCondition(key, input)).toEqual({ ok: true, condition });
  });

  it.each<[string, MultiKeySchema, LiteralMultiKeyCondition, string]>([
    [
      'an empty partition value',
      KEY,
      { partitionValues: ['W26', ''] },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: region'
    ],
    [
      'a partition attribute without a value',
      KEY,
      { partitionValues: ['W26'] },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: region'
    ],
    [
      'more partition values than partition attributes',
      KEY,
      { partitionValues: ['W26', 'NA', 'x'] },
      'the partition key has 2 attributes (tournamentId, region); give 2 values, not 3'
    ],
    [
      'more sort conditions than sort attributes',
      KEY,
      { partitionValues: PK, sortKeys: [eq('a'), eq('b'), eq('1'), eq('c')] },
      'the sort key has 3 attributes (round, bracket, matchId); give at most 3 conditions, not 4'
    ],
    [
      'a sort condition on a key with no sort attribute',
      SEASONS,
      { partitionValues: ['NBA', '2026'], sortKeys: [{ operator: '>', value: 'x' }] },
      'this key has no sort key, so there is no sort key condition to give; remove ">"'
    ],
    [
      'a gap at the first sort attribute',
      KEY,
      { partitionValues: PK, sortKeys: [undefined, eq('UPPER')] },
      'Query condition missed key schema element: round'
    ],
    [
      'a gap in the middle of the sort attributes',
      KEY,
      { partitionValues: PK, sortKeys: [eq('SEMI'), undefined, eq('7')] },
      'Query condition missed key schema element: bracket'
    ],
    [
      'a range before the last condition',
      KEY,
      { partitionValues: PK, sortKeys: [{ operator: '>', value: 'A' }, eq('UPPER')] },
      'Query key condition not supported: sort key attribute round takes >, but a condition on bracket follows it; only the last sort key attribute given may take a range'
    ],
    [
      'begins_with before the last condition',
      KEY,
      {
        partitionValues: PK,
        sortKeys: [eq('SEMI'), { operator: 'begins_with', value: 'UP' }, eq('7')]
      },
      'Query key condition not supported: sort key attribute bracket takes begins_with, but a condition on matchId follows it; only the last sort key attribute given may take a range'
    ],
    [
      'an empty sort value',
      KEY,
      { partitionValues: PK, sortKeys: [eq('')] },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: round'
    ],
    [
      'a sort value that is not a number',
      KEY,
      { partitionValues: PK, sortKeys: [eq('SEMI'), eq('UPPER'), eq('twelve')] },
      'Sort key 3 of 3, matchId (N): "twelve" is not a number'
    ],
    [
      'an upper bound that is not a number',
      KEY,
      {
        partitionValues: PK,
        sortKeys: [eq('SEMI'), eq('UPPER'), { operator: 'BETWEEN', value: '1', upper: 'x' }]
      },
      'Sort key 3 of 3, matchId (N), upper bound: "x" is not a number'
    ],
    [
      'a partition value that is not a number',
      SEASONS,
      { partitionValues: ['NBA', '20 26'] },
      'Partition key 2 of 2, season (N): "20 26" is not a number'
    ],
    [
      'an empty Number partition value',
      SEASONS,
      { partitionValues: ['NBA', ''] },
      'Partition key 2 of 2, season (N): "" is not a number'
    ],
    [
      'BETWEEN bounds in the wrong order',
      KEY,
      {
        partitionValues: PK,
        sortKeys: [eq('SEMI'), eq('UPPER'), { operator: 'BETWEEN', value: '9', upper: '1' }]
      },
      'Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:9}, upper bound operand: AttributeValue: {N:1}'
    ]
  ])('refuses %s', (_, key, input, message) => {
    expect(literalMultiKeyCondition(key, input)).toEqual({ ok: false, message });
  });

  it('refuses begins_with on a Number with DynamoDB’s message', () => {
    const r = literalMultiKeyCondition(KEY, {
      partitionValues: PK,
      sortKeys: [eq('SEMI'), eq('UPPER'), { operator: 'begins_with', value: '1' }]
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/begins_with|operand type/i);
  });

  it('does not change its input', () => {
    const input = Object.freeze({
      partitionValues: Object.freeze(['W26', 'NA']),
      sortKeys: Object.freeze([Object.freeze(eq('SEMI'))])
    });
    literalMultiKeyCondition(KEY, input);
    expect(input).toEqual({ partitionValues: ['W26', 'NA'], sortKeys: [eq('SEMI')] });
  });
});
