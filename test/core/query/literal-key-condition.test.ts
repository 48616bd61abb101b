import { describe, expect, it } from 'vitest';
import type { KeyAttribute, SortKeyCondition } from '../../../src/core/model/design.ts';
import { literalKeyCondition } from '../../../src/core/query/literal-key-condition.ts';

const S = (name: string): KeyAttribute => ({ name, type: 'S' });
const N = (name: string): KeyAttribute => ({ name, type: 'N' });
const gaming = { partitionKey: S('PK'), sortKey: S('SK') };
const numbered = { partitionKey: N('id'), sortKey: N('at') };

describe('literalKeyCondition', () => {
  it.each<[string, typeof gaming, string, SortKeyCondition | undefined, unknown]>([
    ['a partition only', gaming, 'GAME#1', undefined, { partitionValue: { S: 'GAME#1' } }],
    [
      'begins_with',
      gaming,
      'GAME#1',
      { operator: 'begins_with', value: 'USER#' },
      { partitionValue: { S: 'GAME#1' }, sort: { operator: 'begins_with', value: { S: 'USER#' } } }
    ],
    [
      'BETWEEN numbers',
      numbered,
      ' 42 ',
      { operator: 'BETWEEN', value: '1', upper: '9' },
      {
        partitionValue: { N: '42' },
        sort: { operator: 'BETWEEN', value: { N: '1' }, upper: { N: '9' } }
      }
    ],
    [
      'a value with ${ in it, which is a value here, not a template',
      gaming,
      'A${b}',
      { operator: '=', value: '${x' },
      { partitionValue: { S: 'A${b}' }, sort: { operator: '=', value: { S: '${x' } } }
    ]
  ])('%s', (_, key, pk, sortKey, condition) => {
    expect(
      literalKeyCondition(key, { partitionValue: pk, ...(sortKey ? { sortKey } : {}) })
    ).toEqual({ ok: true, condition });
  });

  it.each<[string, typeof gaming, string, SortKeyCondition | undefined, RegExp]>([
    ['an empty partition key', gaming, '', undefined, /cannot contain an empty string value/],
    ['a number that is not one', numbered, 'twelve', undefined, /cannot be converted to a numeric/],
    [
      'an empty BETWEEN upper bound',
      gaming,
      'P',
      { operator: 'BETWEEN', value: 'a' },
      /BETWEEN operator requires upper bound to be greater than or equal to lower bound/
    ],
    [
      'BETWEEN bounds in the wrong order',
      numbered,
      '1',
      { operator: 'BETWEEN', value: '9', upper: '1' },
      /BETWEEN operator requires upper bound to be greater than or equal to lower bound/
    ],
    [
      'begins_with on a number',
      numbered,
      '1',
      { operator: 'begins_with', value: '1' },
      /begins_with|operand type/i
    ]
  ])('refuses %s with DynamoDB’s message', (_, key, pk, sortKey, message) => {
    const r = literalKeyCondition(key, { partitionValue: pk, ...(sortKey ? { sortKey } : {}) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });

  it('says there is no sort key to condition', () => {
    expect(
      literalKeyCondition(
        { partitionKey: S('BookTitle') },
        { partitionValue: 'x', sortKey: { operator: '=', value: 'y' } }
      )
    ).toEqual({
      ok: false,
      message: 'this key has no sort key, so there is no sort key condition to give; remove "="'
    });
  });

  it('does not change its input', () => {
    const input = Object.freeze({
      partitionValue: 'G',
      sortKey: Object.freeze({ operator: '=' as const, value: 'x' })
    });
    literalKeyCondition(gaming, input);
    expect(input).toEqual({ partitionValue: 'G', sortKey: { operator: '=', value: 'x' } });
  });
});
