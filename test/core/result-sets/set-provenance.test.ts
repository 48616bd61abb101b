import { describe, expect, it } from 'vitest';
import {
  readCompleteness,
  type ReadEndReason
} from '../../../src/core/result-sets/read-completeness.ts';
import { setProvenance } from '../../../src/core/result-sets/set-provenance.ts';

const ONLY = 'What is drawn from the items holds for these items only.';

describe('setProvenance', () => {
  it.each<[string, string, string, ReadEndReason | null, number, number | undefined, string]>([
    [
      'orders',
      'us-east-1',
      'Scan of orders',
      'item-cap',
      10,
      22,
      `Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items (stopped at the item cap). ${ONLY}`
    ],
    [
      'orders',
      'us-east-1',
      'Scan of orders',
      'complete',
      22,
      22,
      'Items read from table "orders" at us-east-1: Scan of orders — complete: 22 items.'
    ],
    [
      'Orders',
      'http://127.0.0.1:8000',
      'Query of Orders index GSI1: GSI1PK = "STATUS#DELIVERED"',
      'stopped',
      1,
      undefined,
      `Items read from table "Orders" at http://127.0.0.1:8000: Query of Orders index GSI1: GSI1PK = "STATUS#DELIVERED" — partial: 1 item (stopped). ${ONLY}`
    ],
    [
      'orders',
      'eu-west-1',
      'Scan of orders, read on after 5,000 items',
      null,
      7000,
      9000,
      `Items read from table "orders" at eu-west-1: Scan of orders, read on after 5,000 items — reading: 7,000 items so far of ≈9,000. ${ONLY}`
    ],
    [
      'a"b',
      'us-east-1',
      'Scan of a"b',
      'complete',
      1,
      undefined,
      'Items read from table "a\\"b" at us-east-1: Scan of a"b — complete: 1 item.'
    ]
  ])('table %s at %s, %s, end %s (%i of %s)', (table, target, name, end, items, total, text) => {
    const completeness = readCompleteness({ end, items, total });
    expect(setProvenance({ table, target, name, completeness })).toBe(text);
  });

  it('writes one line', () => {
    const completeness = readCompleteness({ end: 'problem', items: 3, total: 4 });
    const line = setProvenance({ table: 't\nx', target: 'us-east-1', name: 'Scan', completeness });
    expect(line).not.toMatch(/[\r\n]/);
  });
});
