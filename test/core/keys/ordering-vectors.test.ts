import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareKeyValues } from '../../../src/core/keys/compare-key-values.ts';
import type { KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';

/** Fixtures live in test/fixtures (tests run from the repo root). */
const FIXTURE = resolve(process.cwd(), 'test/fixtures/ordering-vectors.json');

interface OrderingCase {
  readonly type: KeyType;
  readonly written: readonly string[];
  readonly order: readonly string[];
}

const cases = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { cases: OrderingCase[] }).cases;
const wrap = (type: KeyType, text: string): KeyValue =>
  type === 'S' ? { S: text } : type === 'N' ? { N: text } : { B: text };
const unwrap = (v: KeyValue): string => ('S' in v ? v.S : 'N' in v ? v.N : v.B);

describe('the DynamoDB Local ordering vectors', () => {
  it('hold one case for each key type S, N and B, with written and order of the same length', () => {
    expect(cases.map((c) => c.type).sort()).toEqual(['B', 'N', 'S']);
    for (const c of cases) {
      expect(c.written.length).toBeGreaterThan(50);
      expect([...c.written].sort()).toEqual([...c.order].sort());
    }
  });

  it.each(cases.map((c) => [c.type, c] as const))(
    'compareKeyValues sorts the written %s keys into exactly the order DynamoDB returned',
    (type, c) => {
      const sorted = c.written
        .map((t) => wrap(type, t))
        .sort(compareKeyValues)
        .map(unwrap);
      expect(sorted).toEqual(c.order);
    }
  );

  it.each(cases.map((c) => [c.type, c] as const))(
    'compareKeyValues finds every adjacent pair of the returned %s order ascending (or equal)',
    (type, c) => {
      for (let i = 1; i < c.order.length; i++) {
        const a = wrap(type, c.order[i - 1]!);
        const b = wrap(type, c.order[i]!);
        expect(compareKeyValues(a, b), `${c.order[i - 1]} then ${c.order[i]}`).toBeLessThanOrEqual(
          0
        );
      }
    }
  );
});
