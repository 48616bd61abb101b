import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import type { DesignEdit } from '../../../src/core/edits/edit-design.ts';
import { patternStatuses } from '../../../src/core/fixes/pattern-status.ts';
import { shopDesign } from '../../helpers/shop-design.ts';

const shop = shopDesign();
const NEWEST = 'Orders of a customer, newest first';

const statusOf = (edit: DesignEdit | null, name: string) => {
  const d = edit ? editDesign(shop, edit) : shop;
  return patternStatuses(d, analyzeDesign(d)).find((s) => s.name === name);
};

describe('patternStatuses', () => {
  it.each<[string, DesignEdit | null, string, object]>([
    ['as designed', null, NEWEST, { state: 'answered', queries: 1, problem: '' }],
    [
      'Order keyed by placedAt too',
      {
        kind: 'set-key-template',
        entity: 1,
        attribute: 'PK',
        template: 'CUSTOMER#${customerId}#${placedAt}'
      },
      NEWEST,
      { state: 'broken', queries: 1, problem: 'it returns no items' }
    ],
    [
      'Order sharded 4 ways at random',
      { kind: 'shard-entity', entity: 1, attribute: 'PK', count: 4, suffix: 'random', seed: 1 },
      NEWEST,
      { state: 'multiplied', queries: 4, problem: '' }
    ],
    [
      'Order sharded by a hash of orderId, which “Track an order” gives',
      {
        kind: 'shard-entity',
        entity: 1,
        attribute: 'PK',
        count: 4,
        suffix: 'calculated',
        from: 'orderId'
      },
      'Track an order',
      { state: 'answered', queries: 1 }
    ],
    [
      'Order sharded by a hash of orderId, which the newest-first list does not give',
      {
        kind: 'shard-entity',
        entity: 1,
        attribute: 'PK',
        count: 4,
        suffix: 'calculated',
        from: 'orderId'
      },
      NEWEST,
      { state: 'multiplied', queries: 4 }
    ]
  ])('%s', (_, edit, name, want) => {
    expect(statusOf(edit, name)).toMatchObject(want);
  });

  it('says why a pattern that cannot be one Query is broken', () => {
    const d = editDesign(shop, {
      kind: 'set-pattern',
      index: 0,
      pattern: { ...shop.accessPatterns[0]!, parameters: {} }
    });
    const s = patternStatuses(d, analyzeDesign(d))[0]!;
    expect(s.state).toBe('broken');
    expect(s.problem).toMatch(/^it needs a Scan: .*customerId/);
  });

  it('leaves the design as it was', () => {
    const before = JSON.stringify(shop);
    patternStatuses(shop, analyzeDesign(shop));
    expect(JSON.stringify(shop)).toBe(before);
  });
});
