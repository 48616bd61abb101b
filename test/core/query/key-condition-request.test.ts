import { describe, expect, it } from 'vitest';
import { keyConditionRequest } from '../../../src/core/query/key-condition-request.ts';
import {
  parseKeyCondition,
  type ParsedKeyCondition
} from '../../../src/core/query/parse-key-condition.ts';

const key = {
  partitionKey: { name: 'PK', type: 'S' as const },
  sortKey: { name: 'name', type: 'S' as const }
};

describe('keyConditionRequest', () => {
  const cases: [string, ParsedKeyCondition, string][] = [
    ['partition only', { partitionValue: { S: 'GAME#1' } }, '#pk = :pk'],
    [
      '=',
      { partitionValue: { S: 'a' }, sort: { operator: '=', value: { S: 'b' } } },
      '#pk = :pk AND #sk = :sk'
    ],
    [
      '<=',
      { partitionValue: { S: 'a' }, sort: { operator: '<=', value: { S: 'b' } } },
      '#pk = :pk AND #sk <= :sk'
    ],
    [
      'begins_with',
      { partitionValue: { S: 'a' }, sort: { operator: 'begins_with', value: { S: 'USER#' } } },
      '#pk = :pk AND begins_with(#sk, :sk)'
    ],
    [
      'BETWEEN',
      {
        partitionValue: { S: 'a' },
        sort: { operator: 'BETWEEN', value: { S: 'b' }, upper: { S: 'c' } }
      },
      '#pk = :pk AND #sk BETWEEN :sk AND :sk2'
    ]
  ];

  it.each(cases)(
    '%s: core parses the request back to the same condition',
    (_, condition, expression) => {
      const r = keyConditionRequest(key, condition);
      expect(r.expression).toBe(expression);
      const back = parseKeyCondition({
        expression: r.expression,
        names: { ...r.names },
        values: { ...r.values },
        partitionKey: key.partitionKey,
        sortKey: key.sortKey
      });
      expect(back).toEqual({ ok: true, condition });
    }
  );

  it('puts every name behind a placeholder, so reserved words and __proto__ are safe', () => {
    const r = keyConditionRequest(
      { partitionKey: { name: '__proto__', type: 'S' }, sortKey: { name: 'date', type: 'S' } },
      { partitionValue: { S: 'x' }, sort: { operator: '>', value: { S: '2024' } } }
    );
    expect(Object.getPrototypeOf(r.names)).toBe(null);
    expect({ ...r.names }).toEqual({ '#pk': '__proto__', '#sk': 'date' });
  });

  it('refuses a sort condition on a key without a sort key, and BETWEEN without an upper bound', () => {
    const pkOnly = { partitionKey: key.partitionKey };
    expect(() =>
      keyConditionRequest(pkOnly, {
        partitionValue: { S: 'a' },
        sort: { operator: '=', value: { S: 'b' } }
      })
    ).toThrow('the key schema has no sort key');
    expect(() =>
      keyConditionRequest(key, {
        partitionValue: { S: 'a' },
        sort: { operator: 'BETWEEN', value: { S: 'b' } }
      })
    ).toThrow('needs an upper bound');
  });
});
