import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { keyValueId } from '../../../src/core/keys/compare-key-values.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Table } from '../../../src/core/model/design.ts';
import { itemSize } from '../../../src/core/items/item-size.ts';
import { TableProfile } from '../../../src/core/profile/table-profile.ts';
import { storedItem } from '../../../src/core/views/resolve-items.ts';
import { example } from '../../helpers/example.ts';

/**
 * The oracle is the views engine (checked against DynamoDB Local): each view's collections, with
 * the entries no other item overwrote, give the items and bytes per partition key value.
 */
function viaViews(name: string, perEntity: number, seed: number) {
  const design = generateDesignItems(example(name), perEntity, seed);
  return analyzeDesign(design).tables.map((t) => {
    const [table, ...indexes] = t.views;
    const live = (view: typeof table) =>
      view!.collections.map((c) => ({
        pk: keyValueId(c.pk),
        entries: c.entries.filter((e) => !e.overwrittenBy)
      }));
    const items = live(table).flatMap((c) => c.entries.map((e) => storedItem(t.resolved, e.item)));
    const perKey = [table!, ...indexes].map((view) => {
      const byKey = new Map<string, { items: number; bytes: number }>();
      for (const c of live(view))
        if (c.entries.length)
          byKey.set(c.pk, {
            items: c.entries.length,
            bytes: c.entries.reduce((s, e) => s + t.resolved.storedSize(e.item.order), 0)
          });
      return { index: view.spec.index, byKey };
    });
    return { table: t.resolved.table, items, perKey };
  });
}

function profiled(table: Table, items: readonly AttributeMap[], capacity?: number) {
  const profile = new TableProfile(table, capacity === undefined ? {} : { capacity });
  for (const item of items) profile.add(item);
  return profile.summary(Number.MAX_SAFE_INTEGER);
}

const cases = fc.record({
  name: fc.constantFrom('gaming', 'todo-graph', 'people-music', 'library', 'tournament'),
  perEntity: fc.integer({ min: 0, max: 40 }),
  seed: fc.integer({ min: 1, max: 1000 })
});

describe('TableProfile', () => {
  it('counts each index’s items and bytes as the views hold them (property)', () => {
    fc.assert(
      fc.property(cases, ({ name, perEntity, seed }) => {
        for (const { table, items, perKey } of viaViews(name, perEntity, seed)) {
          const summary = profiled(table, items);
          expect(summary.indexes.map((p) => [p.index ?? null, p.items, p.bytes])).toEqual(
            perKey.map(({ index, byKey }) => [
              index,
              [...byKey.values()].reduce((s, k) => s + k.items, 0),
              [...byKey.values()].reduce((s, k) => s + k.bytes, 0)
            ])
          );
        }
      }),
      { numRuns: 30 }
    );
  });

  it('ranks every partition key value exactly while it has a slot for each (property)', () => {
    fc.assert(
      fc.property(cases, ({ name, perEntity, seed }) => {
        for (const { table, items, perKey } of viaViews(name, perEntity, seed)) {
          const summary = profiled(table, items, 4096);
          summary.indexes.forEach((p, i) => {
            const { byKey } = perKey[i]!;
            expect(new Map(p.byItems.map((h) => [h.key, h.count]))).toEqual(
              new Map([...byKey].map(([k, v]) => [k, v.items]))
            );
            expect(new Map(p.byBytes.map((h) => [h.key, h.count]))).toEqual(
              new Map([...byKey].map(([k, v]) => [k, v.bytes]))
            );
          });
        }
      }),
      { numRuns: 30 }
    );
  });

  it('bounds every count by its error when slots run short (property)', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 6 }), ({ name, perEntity, seed }, capacity) => {
        for (const { table, items, perKey } of viaViews(name, perEntity, seed)) {
          profiled(table, items, capacity).indexes.forEach((p, i) => {
            const { byKey } = perKey[i]!;
            for (const h of p.byItems) {
              const truth = byKey.get(h.key)?.items ?? 0;
              expect(truth).toBeLessThanOrEqual(h.count);
              expect(truth).toBeGreaterThanOrEqual(h.count - h.error);
            }
          });
        }
      }),
      { numRuns: 30 }
    );
  });

  it('estimates the distinct partition key values of the table and each index', () => {
    for (const { table, items, perKey } of viaViews('gaming', 400, 7)) {
      profiled(table, items).indexes.forEach((p, i) => {
        const truth = perKey[i]!.byKey.size;
        expect(Math.abs(p.distinct - truth)).toBeLessThanOrEqual(
          Math.max(2, 4 * p.distinctError * truth)
        );
      });
    }
  });

  const table: Table = {
    name: 'Shop',
    partitionKey: { name: 'PK', type: 'S' },
    sortKey: { name: 'SK', type: 'S' },
    globalSecondaryIndexes: [
      {
        name: 'ByStatus',
        partitionKey: { name: 'status', type: 'S' },
        projection: { type: 'KEYS_ONLY' }
      },
      {
        name: 'ByTotal',
        partitionKey: { name: 'customer', type: 'S' },
        sortKey: { name: 'total', type: 'N' },
        projection: { type: 'INCLUDE', nonKeyAttributes: ['note'] }
      }
    ],
    localSecondaryIndexes: [],
    items: []
  };
  const order = (id: string, more: AttributeMap): AttributeMap => ({
    PK: { S: `ORDER#${id}` },
    SK: { S: '#META' },
    ...more
  });

  it.each([
    ['an item without the index key is not in it (sparse)', order('1', {}), [1, 0, 0]],
    [
      'a key attribute of the wrong type keeps the item out',
      order('2', { status: { N: '1' }, customer: { S: 'c' }, total: { S: '12' } }),
      [1, 0, 0]
    ],
    [
      'an item with every key attribute is in every index',
      order('3', { status: { S: 'OPEN' }, customer: { S: 'c' }, total: { N: '12' } }),
      [1, 1, 1]
    ],
    ['a GSI with a sort key needs both attributes', order('4', { customer: { S: 'c' } }), [1, 0, 0]]
  ])('%s', (_, item, counts) => {
    expect(profiled(table, [item]).indexes.map((p) => p.items)).toEqual(counts);
  });

  it('counts an index entry as its projected attributes: keys only, or keys and INCLUDE', () => {
    const item = order('5', {
      status: { S: 'OPEN' },
      customer: { S: 'c' },
      total: { N: '12' },
      note: { S: 'gift' },
      body: { S: 'x'.repeat(1000) }
    });
    const [whole, keysOnly, include] = profiled(table, [item]).indexes.map((p) => p.bytes);
    // Keys only: PK (2 + 7), SK (2 + 5), status (6 + 4).
    expect(keysOnly).toBe(9 + 7 + 10);
    // INCLUDE: the table's keys, the index's keys and note; never body.
    const { status: _s, body: _b, ...projected } = item;
    expect(include).toBe(itemSize(projected));
    expect(whole).toBe(itemSize(item));
  });

  it('keys a multi-attribute index by every part: an item missing one is not in it, and the parts are ranked apart', () => {
    const multi: Table = {
      ...table,
      globalSecondaryIndexes: [
        {
          name: 'ByTier',
          partitionKey: { name: 'region', type: 'S' },
          morePartitionKeys: [{ name: 'tier', type: 'N' }],
          sortKey: { name: 'round', type: 'S' },
          moreSortKeys: [{ name: 'score', type: 'N' }],
          projection: { type: 'KEYS_ONLY' }
        }
      ]
    };
    const entry = { region: { S: 'eu' }, tier: { N: '1' }, round: { S: 'r1' }, score: { N: '7' } };
    const { score: _s, ...noScore } = entry;
    const items = [
      order('1', { ...entry, note: { S: 'x'.repeat(50) } }),
      order('2', { ...entry, tier: { N: '1.0' } }),
      order('3', { ...entry, region: { S: 'eu · 1' }, tier: { N: '2' } }),
      order('4', noScore)
    ];
    const [, byTier] = profiled(multi, items).indexes;
    expect(byTier!.items).toBe(3);
    expect(byTier!.byItems.map((h) => [h.key, h.count])).toEqual([
      ['eu · 1', 2],
      ['eu · 1 · 2', 1]
    ]);
    // Keys only: PK (2 + 7), SK (2 + 5), region (6 + 2), tier (4 + 2: a number's one digit
    // and its byte), round (5 + 2), score (5 + 2); the third's region "eu · 1" is 7 bytes.
    expect(byTier!.bytes).toBe(2 * (9 + 7 + 8 + 6 + 7 + 7) + (9 + 7 + 13 + 6 + 7 + 7));
  });

  it('keys numbers by value: 100, 1E+2 and 100.0 are one partition', () => {
    const byNumber: Table = {
      ...table,
      partitionKey: { name: 'n', type: 'N' },
      sortKey: undefined,
      globalSecondaryIndexes: []
    };
    const summary = profiled(byNumber, [
      { n: { N: '100' } },
      { n: { N: '1E+2' } },
      { n: { N: '100.0' } }
    ]);
    expect(summary.indexes[0]!.byItems).toEqual([{ key: '100', count: 3, error: 0 }]);
  });

  it('names entities by a type attribute, and by key shape where items carry none', () => {
    const summary = profiled(table, [
      order('1', { type: { S: 'Order' } }),
      order('2', { type: { S: 'Order' } }),
      { PK: { S: 'CUSTOMER#c1' }, SK: { S: 'PROFILE#c1' } }
    ]);
    expect(summary.entities.map((h) => [h.key, h.count])).toEqual([
      ['type=Order', 2],
      ['CUSTOMER#… / PROFILE#…', 1]
    ]);
    expect(summary.shapes.map((h) => [h.key, h.count])).toEqual([
      ['ORDER#… / #META', 2],
      ['CUSTOMER#… / PROFILE#…', 1]
    ]);
  });
});
