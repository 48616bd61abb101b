import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { MultiKeySchema } from '../../../src/core/model/multi-key-schema.ts';
import {
  parseMultiKeyCondition,
  type MultiKeyCondition
} from '../../../src/core/query/parse-multi-key-condition.ts';
import type { KeyConditionText } from '../../../src/core/query/read-key-conditions.ts';

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

const VALUES: Record<string, AttributeValue> = {
  ':t': { S: 'W26' },
  ':g': { S: 'NA' },
  ':r': { S: 'SEMIFINALS' },
  ':b': { S: 'UPPER' },
  ':m': { N: '7' },
  ':lo': { N: '1' },
  ':hi': { N: '9' },
  ':p': { S: 'ana' }
};

/**
 * The request for `expression`: the values of the placeholders it uses (from VALUES, then
 * `override`; none when it uses none), and `#region` for the reserved word REGION when it uses that.
 */
function request(expression: string, override: Record<string, AttributeValue> = {}) {
  const all = { ...VALUES, ...override };
  const used = [...new Set(expression.match(/:\w+/g) ?? [])];
  const input: KeyConditionText = { expression };
  if (used.length) input.values = Object.fromEntries(used.map((k) => [k, all[k]!]));
  if (expression.includes('#region')) input.names = { '#region': 'region' };
  return input;
}

const PK = 'tournamentId = :t AND #region = :g';

describe('parseMultiKeyCondition', () => {
  it.each<{ why: string; expression: string; condition: MultiKeyCondition }>([
    {
      why: 'the partition only',
      expression: PK,
      condition: { partition: [{ S: 'W26' }, { S: 'NA' }], sort: [] }
    },
    {
      why: 'the partition, written in another order',
      expression: '#region = :g AND tournamentId = :t',
      condition: { partition: [{ S: 'W26' }, { S: 'NA' }], sort: [] }
    },
    {
      why: 'the partition and round =',
      expression: `${PK} AND round = :r`,
      condition: {
        partition: [{ S: 'W26' }, { S: 'NA' }],
        sort: [{ operator: '=', value: { S: 'SEMIFINALS' } }]
      }
    },
    {
      why: 'the partition and a range on round, the last sort attribute given',
      expression: `${PK} AND round >= :r`,
      condition: {
        partition: [{ S: 'W26' }, { S: 'NA' }],
        sort: [{ operator: '>=', value: { S: 'SEMIFINALS' } }]
      }
    },
    {
      why: 'round = AND bracket begins_with',
      expression: `${PK} AND round = :r AND begins_with(bracket, :b)`,
      condition: {
        partition: [{ S: 'W26' }, { S: 'NA' }],
        sort: [
          { operator: '=', value: { S: 'SEMIFINALS' } },
          { operator: 'begins_with', value: { S: 'UPPER' } }
        ]
      }
    },
    {
      why: 'round = AND bracket = AND matchId BETWEEN :lo AND :hi',
      expression: `${PK} AND round = :r AND bracket = :b AND matchId BETWEEN :lo AND :hi`,
      condition: {
        partition: [{ S: 'W26' }, { S: 'NA' }],
        sort: [
          { operator: '=', value: { S: 'SEMIFINALS' } },
          { operator: '=', value: { S: 'UPPER' } },
          { operator: 'BETWEEN', value: { N: '1' }, upper: { N: '9' } }
        ]
      }
    },
    {
      why: 'every sort attribute =, written in reverse order',
      expression: `${PK} AND matchId = :m AND bracket = :b AND round = :r`,
      condition: {
        partition: [{ S: 'W26' }, { S: 'NA' }],
        sort: [
          { operator: '=', value: { S: 'SEMIFINALS' } },
          { operator: '=', value: { S: 'UPPER' } },
          { operator: '=', value: { N: '7' } }
        ]
      }
    }
  ])('accepts $why', ({ expression, condition }) => {
    expect(parseMultiKeyCondition(request(expression), KEY)).toEqual({ ok: true, condition });
  });

  it.each<{
    why: string;
    expression: string;
    override?: Record<string, AttributeValue>;
    message: string;
  }>([
    {
      why: 'the front half (an empty expression)',
      expression: '',
      message: 'Invalid KeyConditionExpression: The expression can not be empty;'
    },
    {
      why: 'a missing partition attribute',
      expression: 'tournamentId = :t',
      message: 'Query condition missed key schema element: region'
    },
    {
      why: 'a missing first partition attribute, sort given',
      expression: '#region = :g AND round = :r',
      message: 'Query condition missed key schema element: tournamentId'
    },
    {
      why: "a partition attribute with '>'",
      expression: 'tournamentId = :t AND #region > :g',
      message: 'Query key condition not supported'
    },
    {
      why: 'a partition attribute with begins_with',
      expression: 'begins_with(tournamentId, :t) AND #region = :g',
      message: 'Query key condition not supported'
    },
    {
      why: 'a gap (round given, bracket missing, matchId given)',
      expression: `${PK} AND round = :r AND matchId = :m`,
      message: 'Query condition missed key schema element: bracket'
    },
    {
      why: 'a gap at the first sort attribute',
      expression: `${PK} AND bracket = :b`,
      message: 'Query condition missed key schema element: round'
    },
    {
      why: 'a range not last (round >, then bracket =)',
      expression: `${PK} AND round > :r AND bracket = :b`,
      message:
        'Query key condition not supported: sort key attribute round takes >, but a condition on bracket follows it; only the last sort key attribute given may take a range'
    },
    {
      why: 'a begins_with not last (bracket, then matchId =)',
      expression: `${PK} AND round = :r AND begins_with(bracket, :b) AND matchId = :m`,
      message:
        'Query key condition not supported: sort key attribute bracket takes begins_with, but a condition on matchId follows it; only the last sort key attribute given may take a range'
    },
    {
      why: 'a condition on a non-key attribute',
      expression: `${PK} AND player = :p`,
      message: 'Query key condition not supported: player is not a key attribute of this index'
    },
    {
      why: 'a mistyped partition value (N for S)',
      expression: PK,
      override: { ':g': { N: '1' } },
      message:
        'One or more parameter values were invalid: Condition parameter type does not match schema type'
    },
    {
      why: 'a mistyped sort value (S for N)',
      expression: `${PK} AND round = :r AND bracket = :b AND matchId = :m`,
      override: { ':m': { S: '7' } },
      message:
        'One or more parameter values were invalid: Condition parameter type does not match schema type'
    },
    {
      why: 'an empty string partition value',
      expression: PK,
      override: { ':g': { S: '' } },
      message:
        'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: region'
    }
  ])('refuses $why', ({ expression, override, message }) => {
    expect(parseMultiKeyCondition(request(expression, override), KEY)).toEqual({
      ok: false,
      message
    });
  });
});
