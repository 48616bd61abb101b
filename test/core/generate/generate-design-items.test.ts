import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { inferGenerators } from '../../../src/core/generate/infer-generators.ts';
import { example } from '../../helpers/example.ts';
import { shardEntity } from '../../../src/core/edits/shard-entity.ts';
import { stableHash } from '../../../src/core/keys/stable-hash.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import { itemSize, knownItemSizes } from '../../../src/core/items/item-size.ts';
import { carriedNames } from '../../../src/core/items/carried-names.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { shop } from '../../helpers/shop.ts';

describe('inferGenerators', () => {
  it('reads ids, references to earlier entities and attribute kinds from the gaming design', () => {
    const gaming = example('gaming');
    const user = inferGenerators(gaming, 0);
    expect(user.find((a) => a.name === 'username')?.value.kind).toBe('id');
    expect(user.find((a) => a.name === 'email')?.value.kind).toBe('email');
    expect(user.find((a) => a.name === 'birthdate')?.value.kind).toBe('date');
    expect(user.some((a) => a.name === 'address')).toBe(false); // a map: left out
    const mapping = inferGenerators(gaming, 2);
    expect(mapping.find((a) => a.name === 'gameId')?.value).toEqual({
      kind: 'ref-to',
      entity: 1,
      fanout: 'zipf',
      s: 1
    });
    expect(mapping.find((a) => a.name === 'username')?.value).toEqual({
      kind: 'ref-to',
      entity: 0,
      fanout: 'uniform'
    });
  });
});

describe('inferGenerators judges few-valued attributes and shards', () => {
  it('makes an attribute named like an enum a small enum, even as the table’s partition key', () => {
    const plan = inferGenerators(example('library-language'), 0);
    expect(plan.find((a) => a.name === 'Language')?.value).toMatchObject({
      kind: 'enum',
      cardinality: 12
    });
  });

  it('generates a sharded entity’s shard from its workload: the hash of `from`, modulo the count', () => {
    const gaming = example('gaming');
    const sharded = shardEntity(gaming, {
      entity: 2,
      attribute: 'PK',
      count: 5,
      suffix: 'calculated',
      from: 'username'
    });
    const plan = inferGenerators(sharded, 2);
    expect(plan.at(-1)).toEqual({
      name: 'shard',
      type: 'N',
      value: { kind: 'shard', count: 5, from: 'username' }
    });
    const made = generateDesignItems(sharded, 200, 3).entities[2]!.items.slice(
      gaming.entities[2]!.items.length
    );
    expect(made.length).toBeGreaterThan(0);
    for (const item of made) {
      const user = (item['username'] as { S: string }).S;
      expect(item['shard']).toEqual({ N: String(stableHash(user) % 5) });
    }
    const random = shardEntity(gaming, { entity: 2, attribute: 'PK', count: 3, suffix: 'random' });
    const shards = generateDesignItems(random, 300, 3).entities[2]!.items.map((i) =>
      Number((i['shard'] as { N: string }).N)
    );
    expect(new Set(shards)).toEqual(new Set([0, 1, 2]));
  });
});

describe('generateDesignItems', () => {
  it('appends items to every entity, deterministically, without changing the input', () => {
    const gaming = example('gaming');
    const before = JSON.stringify(gaming);
    const a = generateDesignItems(gaming, 200, 5);
    expect(JSON.stringify(gaming)).toBe(before);
    expect(a.entities.map((e) => e.items.length)).toEqual(
      gaming.entities.map((e) => e.items.length + 200)
    );
    expect(JSON.stringify(generateDesignItems(gaming, 200, 5))).toBe(JSON.stringify(a));
  });

  it('measures each entity’s items as it makes them: their sizes are known, and each item’s itemSize', () => {
    const a = generateDesignItems(example('gaming'), 50, 3);
    for (const e of a.entities)
      expect([...knownItemSizes(e.items)!]).toEqual(
        e.items.map((x) => itemSize(Object.assign(emptyMap(), x)))
      );
  });

  it('makes mappings that point at existing games, so game partitions fill up', () => {
    const a = analyzeDesign(generateDesignItems(example('gaming'), 500, 1));
    const table = a.tables[0]!.views[0]!;
    const games = table.collections.filter((c) => 'S' in c.pk && c.pk.S.startsWith('GAME#'));
    const withPlayers = games.filter((g) => g.entries.length > 1);
    expect(withPlayers.length).toBeGreaterThan(10);
    expect(withPlayers.every((g) => g.entries[0]!.item.entity === 'Game')).toBe(true);
  });
});

describe('generateDesignItems makes no collision the design does not have', () => {
  const examples = ['gaming', 'library', 'todo-graph', 'people-music'];

  it.each([
    ['gaming', 1000],
    ['gaming', 10_000],
    ['people-music', 500]
  ])('%s at %d per entity (regression: 17 and 51 collisions in gaming before)', (name, n) => {
    const design = generateDesignItems(example(name), n, 1);
    expect(analyzeDesign(design).collisions).toEqual([]);
    expect(design.entities.map((e) => e.items.length)).toEqual(
      example(name).entities.map((e) => e.items.length + n)
    );
  });

  it('for any example, count and seed (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...examples),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (name, n, seed) => {
          const design = example(name);
          const before = analyzeDesign(design).collisions.length;
          return analyzeDesign(generateDesignItems(design, n, seed)).collisions.length === before;
        }
      ),
      { seed: 11, numRuns: 40 }
    );
  });

  it('numbers numeric ids on from the largest an entity already holds', () => {
    const music = example('people-music');
    const people = generateDesignItems(music, 3, 1).entities[0]!;
    const ids = people.items.map((i) => Number((i['PersonID'] as { N: string }).N));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids.slice(-3))).toBeGreaterThan(Math.max(...ids.slice(0, -3)));
  });

  it('makes fewer items, never a repeated key, when the references leave too few combinations', () => {
    // One user and one game: UserGameMapping can hold one pair, however many are asked for.
    const gaming = example('gaming');
    const small = {
      ...gaming,
      entities: gaming.entities.map((e, i) =>
        i < 2 ? { ...e, items: e.items.slice(0, 1) } : { ...e, items: [] }
      )
    };
    const design = generateDesignItems(small, 50, 3, new Set([2]));
    const mappings = design.entities[2]!.items;
    expect(mappings.length).toBe(1);
    expect(analyzeDesign(design).collisions).toEqual([]);
  });
});

describe('generateDesignItems follows the design’s relationships (the shop of issue 19)', () => {
  const s = (item: AttributeMap, name: string) => (item[name] as { S: string } | undefined)?.S;
  const values = (design: Design, entity: number, name: string) =>
    design.entities[entity]!.items.map((i) => s(i, name));
  const params = fc.record({
    n: fc.integer({ min: 1, max: 120 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    skew: fc.constantFrom(0, 0.5, 1, 2.5)
  });
  const made = ({ n, seed, skew }: { n: number; seed: number; skew: number }) =>
    generateDesignItems(shop(), n, seed, undefined, [
      { entity: 'OrderItem', attribute: 'orderId', skew }
    ]);

  it('every OrderItem.orderId is an existing Order’s orderId, and every Order’s customer exists', () => {
    fc.assert(
      fc.property(params, (p) => {
        const d = made(p);
        const orders = new Set(values(d, 1, 'orderId'));
        const customers = new Set(values(d, 0, 'customerId'));
        return (
          values(d, 2, 'orderId').every((id) => id !== undefined && orders.has(id)) &&
          values(d, 1, 'customerId').every((id) => id !== undefined && customers.has(id))
        );
      }),
      { seed: 19, numRuns: 40 }
    );
  });

  it('identifying values are unique per entity', () => {
    fc.assert(
      fc.property(params, (p) => {
        const d = made(p);
        return (['customerId', 'orderId', 'lineId'] as const).every((name, e) => {
          const ids = values(d, e, name);
          return ids.length === p.n && new Set(ids).size === ids.length;
        });
      }),
      { seed: 19, numRuns: 40 }
    );
  });

  it('is deterministic given the seed, and another seed gives other items', () => {
    fc.assert(
      fc.property(params, (p) => {
        const a = JSON.stringify(made(p));
        return (
          a === JSON.stringify(made(p)) && a !== JSON.stringify(made({ ...p, seed: p.seed + 1 }))
        );
      }),
      { seed: 19, numRuns: 20 }
    );
  });

  it('puts each OrderItem in its order’s collection, which holds the order: no orphan', () => {
    const d = generateDesignItems(shop(), 60, 3);
    const table = analyzeDesign(d).tables[0]!.views[0]!;
    const orders = table.collections.filter((c) => 'S' in c.pk && c.pk.S.startsWith('ORDER#'));
    const entities = (c: (typeof orders)[number]) => new Set(c.entries.map((e) => e.item.entity));
    expect(orders.filter((c) => entities(c).has('OrderItem')).length).toBeGreaterThan(10);
    for (const c of orders) expect(entities(c).has('Order')).toBe(true);
  });

  it('gives ids a readable, increasing form, never one an authored item holds', () => {
    const design = shop();
    const authored = {
      ...design,
      entities: design.entities.map((e, i) =>
        i === 1
          ? {
              ...e,
              items: [{ customerId: { S: 'x' }, orderId: { S: 'order-00002' } } as AttributeMap]
            }
          : e
      )
    };
    const ids = values(generateDesignItems(authored, 3, 1), 1, 'orderId');
    // Numbered on from the entity's item count (1), skipping the authored 'order-00002'.
    expect(ids).toEqual(['order-00002', 'order-00003', 'order-00004', 'order-00005']);
  });

  it.each([
    // A rule's values, or the readable defaults for a name such as status.
    [[{ entity: 'Order', attribute: 'status', values: ['NEW', 'PAID'] }], ['NEW', 'PAID']],
    [[], ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED']]
  ])('an enum-like attribute takes only its values (rules %j)', (rules, allowed) => {
    const d = generateDesignItems(shop(), 200, 5, undefined, rules);
    const statuses = new Set(values(d, 1, 'status'));
    expect([...statuses].sort()).toEqual([...allowed].sort());
  });

  it('a higher skew makes the hottest order hold more of the items', () => {
    const hottest = (skew: number) => {
      const d = made({ n: 400, seed: 2, skew });
      const counts = new Map<string, number>();
      for (const id of values(d, 2, 'orderId')) counts.set(id!, (counts.get(id!) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    expect(hottest(2)).toBeGreaterThan(hottest(0) * 5);
  });
});

describe('generateDesignItems records what its items carry', () => {
  it('every name any generated or example item carries is among those recorded (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gaming', 'library', 'people-music', 'todo-graph'),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 1000 }),
        (name, n, seed) => {
          const d = generateDesignItems(example(name), n, seed);
          for (const e of d.entities) {
            const recorded = carriedNames.get(e.items);
            const carried = new Set(e.items.flatMap((item) => Object.keys(item)));
            expect([...carried].filter((a) => !recorded?.has(a))).toEqual([]);
          }
        }
      ),
      { numRuns: 30 }
    );
  });
});
