import { describe, expect, it } from 'vitest';
import { setValueRule } from '../../../src/core/generate/set-value-rule.ts';
import type { ValueRule } from '../../../src/core/model/generation.ts';

const status: ValueRule = { entity: 'Order', attribute: 'status', values: ['NEW'] };
const skew: ValueRule = { entity: 'OrderItem', attribute: 'orderId', skew: 2 };

describe('setValueRule', () => {
  it.each([
    ['adds a rule', [], status, [status]],
    [
      'replaces the rule of the same attribute',
      [status, skew],
      { ...status, values: ['A', 'B'] },
      [skew, { ...status, values: ['A', 'B'] }]
    ],
    [
      'removes one given the names alone',
      [status, skew],
      { entity: 'Order', attribute: 'status' },
      [skew]
    ],
    [
      'keeps rules of other entities',
      [status],
      { ...status, entity: 'Refund' },
      [status, { ...status, entity: 'Refund' }]
    ]
  ] as const)('%s', (_, rules, rule, expected) => {
    const before = JSON.stringify(rules);
    expect(setValueRule(rules, rule)).toEqual(expected);
    expect(JSON.stringify(rules)).toBe(before);
  });
});
