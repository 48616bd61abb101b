import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../../src/core/export/table-items.ts';
import { inferDesign } from '../../../src/core/infer/infer-design.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design, Entity, Table } from '../../../src/core/model/design.ts';
import { createLcg } from '../../../src/core/random/create-lcg.ts';
import { storedItem } from '../../../src/core/views/resolve-items.ts';

const TABLE: Table = {
  name: 'app',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [],
  localSecondaryIndexes: [],
  items: []
};

function item(o: Record<string, string | number>): AttributeMap {
  const out = Object.create(null) as Record<string, { S: string } | { N: string }>;
  for (const [k, v] of Object.entries(o))
    out[k] = typeof v === 'number' ? { N: String(v) } : { S: v };
  return out as AttributeMap;
}

/** The items a design's table holds, each with the entity that wrote it. */
function written(design: Design): { items: AttributeMap[]; entities: (string | null)[] } {
  const t = analyzeDesign(design).tables[0]!;
  const overwritten = new Set(t.collisions.flatMap((c) => c.items.slice(0, -1)));
  const kept = t.resolved.items.filter((i) => !i.rejection && !overwritten.has(i));
  return { items: kept.map((i) => storedItem(t.resolved, i)), entities: kept.map((i) => i.entity) };
}

/** Items as comparable strings (attribute order aside), sorted. */
const canon = (list: AttributeMap[]) =>
  list
    .map((i) =>
      JSON.stringify(
        Object.keys(i)
          .sort()
          .map((k) => [k, i[k]])
      )
    )
    .sort();

/** Primary keys of the items a design writes, as comparable strings. */
function keysOf(design: Design): string[] {
  return written(design)
    .items.map((i) => JSON.stringify([i['PK'], i['SK']]))
    .sort();
}

describe('inferDesign on single-table keys', () => {
  it('names placeholders after the attributes that spell them, and shares one across keys', () => {
    const items = [
      item({ PK: 'USER#alice', SK: '#METADATA#alice', username: 'alice', email: 'a@x' }),
      item({ PK: 'USER#bob', SK: '#METADATA#bob', username: 'bob', email: 'b@x' }),
      item({
        PK: 'USER#bob',
        SK: 'ORDER#2024-01-02#o1',
        orderId: 'o1',
        username: 'bob',
        date: '2024-01-02'
      })
    ];
    const r = inferDesign(TABLE, items);
    expect(r.entities.map((e) => [e.name, e.keys, e.items])).toEqual([
      ['User', { PK: 'USER#${username}', SK: '#METADATA#${username}' }, [0, 1]],
      ['UserOrder', { PK: 'USER#${username}', SK: 'ORDER#${date}#${orderId}' }, [2]]
    ]);
    expect(r.unmatched).toEqual([]);
    // Templated key attributes leave the items; the sources stay.
    expect(Object.keys(r.design.entities[0]!.items[0]!).sort()).toEqual(['email', 'username']);
    expect(r.design.entities[0]!.attributes).toEqual([
      { name: 'username', type: 'S' },
      { name: 'email', type: 'S' }
    ]);
  });

  it('invents a placeholder when no attribute spells a value, named after the word before it', () => {
    const items = [
      item({ PK: 'USER#u1', SK: 'PROFILE', name: 'A' }),
      item({ PK: 'USER#u2', SK: 'PROFILE', name: 'B' }),
      item({ PK: 'ORG#o1', SK: 'USER#u1' })
    ];
    const r = inferDesign(TABLE, items);
    expect(r.entities.map((e) => e.keys)).toEqual([
      { PK: 'ORG#${orgId}', SK: 'USER#${userId}' },
      { PK: 'USER#${userId}', SK: 'PROFILE' }
    ]);
    // The invented values are written into the entity items, so the design renders the same keys.
    expect(r.design.entities[1]!.items.map((i) => i['userId'])).toEqual([{ S: 'u1' }, { S: 'u2' }]);
    expect(keysOf(r.design)).toEqual(items.map((i) => JSON.stringify([i['PK'], i['SK']])).sort());
  });

  it('marks an invented placeholder key-only, so the design stores each item exactly as it was read', () => {
    const items = [
      item({ PK: 'USER#u1', SK: 'PROFILE', name: 'A' }),
      item({ PK: 'USER#u2', SK: 'PROFILE', name: 'B' }),
      item({ PK: 'ORG#o1', SK: 'USER#u1' })
    ];
    const r = inferDesign(TABLE, items);
    expect(r.design.entities.map((e) => e.keyOnly)).toEqual([['orgId', 'userId'], ['userId']]);
    expect(canon(written(r.design).items)).toEqual(canon(items));
  });

  it('reads zero-padded numbers as padded placeholders', () => {
    const items = [
      item({ PK: 'BOARD#b', SK: 'SCORE#000042', score: 42 }),
      item({ PK: 'BOARD#b', SK: 'SCORE#001700', score: 1700 })
    ];
    expect(inferDesign(TABLE, items).entities[0]!.keys).toEqual({
      PK: 'BOARD#${boardId}',
      SK: 'SCORE#${score:6}'
    });
  });

  it('keeps a key that is its own value without a template, and templates a number key from an attribute', () => {
    const table: Table = {
      ...TABLE,
      partitionKey: { name: 'id', type: 'N' },
      sortKey: undefined,
      globalSecondaryIndexes: [
        {
          name: 'ByEmail',
          partitionKey: { name: 'GSI1PK', type: 'S' },
          projection: { type: 'ALL' }
        }
      ]
    };
    const items = [
      item({ id: 1, GSI1PK: 'a@x', email: 'a@x' }),
      item({ id: 2, GSI1PK: 'b@x', email: 'b@x' })
    ];
    const r = inferDesign(table, items);
    expect(r.entities.map((e) => e.keys)).toEqual([{ GSI1PK: '${email}' }]);
  });

  it('turns upper-case words into values when an attribute of every item spells them', () => {
    const items = ['C6F38A6A', 'D4A5E0B1', '9E1C4B27'].map((g) =>
      item({ PK: `GAME#${g}`, SK: 'META', gameId: g })
    );
    const r = inferDesign(TABLE, items);
    expect(r.entities.map((e) => e.keys)).toEqual([{ PK: 'GAME#${gameId}', SK: 'META' }]);
    expect(r.notes.some((n) => n.includes('an attribute of every item spells it'))).toBe(true);
  });

  it('turns upper-case words into values when there are too many of them (8+), none explained', () => {
    const states = ['OR', 'WA', 'ID', 'CA', 'AZ', 'MN', 'NY', 'TX', 'UT'];
    const items = states.map((s) => item({ PK: `STATE#${s}`, SK: 'COUNT' }));
    const r = inferDesign(TABLE, items);
    expect(r.entities.map((e) => e.keys)).toEqual([{ PK: 'STATE#${stateId}', SK: 'COUNT' }]);
    // Seven are still words: seven entities, each its own constant key.
    const seven = inferDesign(TABLE, items.slice(0, 7));
    expect(seven.entities).toHaveLength(7);
  });

  it('groups by a type attribute when the items have one, leaving odd shapes unmatched', () => {
    const items = [
      item({ PK: 'u#1', SK: 'u#1', type: 'user', id: '1' }),
      item({ PK: 'u#2', SK: 'u#2', type: 'user', id: '2' }),
      item({ PK: 'u#3', SK: 'x', type: 'user', id: '3' }),
      item({ PK: 'o#1', SK: 'o#1', type: 'order', id: '1' }),
      item({ PK: 'o#2', SK: 'o#2', type: 'order', id: '2' })
    ];
    const r = inferDesign(TABLE, items);
    expect(r.typeAttribute).toBe('type');
    expect(r.entities.map((e) => [e.name, e.items])).toEqual([
      ['Order', [3, 4]],
      ['User', [0, 1]]
    ]);
    expect(r.unmatched).toEqual([2]);
    // Unmatched items stay in the table, so the design still holds every item read.
    expect(r.design.tables[0]!.items).toEqual([items[2]]);
    expect(inferDesign(TABLE, items, { typeAttribute: null }).typeAttribute).toBeUndefined();
  });

  it('keeps the largest groups up to maxEntities and lists the rest as unmatched', () => {
    const items = [
      item({ PK: 'A#1', SK: 'X' }),
      item({ PK: 'A#2', SK: 'X' }),
      item({ PK: 'B#1', SK: 'Y' })
    ];
    const r = inferDesign(TABLE, items, { maxEntities: 1 });
    expect(r.entities.map((e) => e.items)).toEqual([[0, 1]]);
    expect(r.unmatched).toEqual([2]);
  });

  it('lists an item without the table key as unmatched', () => {
    const r = inferDesign(TABLE, [item({ PK: 'A#1' }), item({ PK: 'A#1', SK: 'X' })]);
    expect(r.unmatched).toEqual([0]);
  });

  it('keeps __proto__ an ordinary attribute and does not mutate its input', () => {
    // JSON.parse makes "__proto__" an own property, as DynamoDB JSON from a table would.
    const items = [
      item(JSON.parse('{"PK": "A#x", "SK": "S", "__proto__": "x"}') as Record<string, string>)
    ];
    expect(Object.keys(items[0]!)).toContain('__proto__');
    const before = JSON.stringify(items);
    const r = inferDesign(TABLE, items);
    expect(JSON.stringify(items)).toBe(before);
    expect(r.entities[0]!.keys).toEqual({ PK: 'A#${__proto__}', SK: 'S' });
  });
});

describe('inferDesign on generated single-table designs', () => {
  const WORDS = ['USER', 'GAME', 'ORDER', 'TAG', 'POST', 'TEAM'];
  const FIELDS = ['userId', 'gameId', 'orderId', 'tagId', 'postId', 'teamId'];

  /** A design with 1–5 entities, each with its own partition word, and its items. */
  function generate(seed: number): Design {
    const random = createLcg(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const n = 1 + Math.floor(random() * 5);
    const entities: Entity[] = [];
    for (let e = 0; e < n; e++) {
      const f1 = FIELDS[e]!;
      const f2 = pick(FIELDS.filter((f) => f !== f1));
      const sk = pick([
        'METADATA',
        `#METADATA#\${${f1}}`,
        `${pick(WORDS)}#\${${f2}}`,
        `${pick(WORDS)}#\${${f2}}#\${when}`
      ]);
      const fields = new Set([f1, ...[...sk.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!)]);
      const count = 1 + Math.floor(random() * 6);
      const items: AttributeMap[] = Array.from({ length: count }, () => {
        const o: Record<string, string | number> = { note: `n${Math.floor(random() * 1e6)}` };
        // Values spell their attribute's initial first, so no two attributes share a value.
        for (const f of fields) o[f] = `${f[0]}${Math.floor(random() * 50)}`;
        return item(o);
      });
      entities.push({
        name: `E${e}`,
        table: 'app',
        attributes: [],
        keys: { PK: `${WORDS[e]}#\${${f1}}`, SK: sk },
        items
      });
    }
    return { name: 'generated', tables: [TABLE], entities, accessPatterns: [] };
  }

  it('recovers the templates and the membership, and the inferred design writes the same keys', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const design = generate(seed);
        const { items, entities } = written(design);
        const r = inferDesign(TABLE, items);
        // 1. The inferred design, loaded as any design, writes exactly the keys that were read.
        expect(keysOf(r.design)).toEqual(keysOf(design));
        expect(r.unmatched).toEqual([]);
        // …and stores each item exactly as it was read: no attribute it did not have.
        expect(canon(written(r.design).items)).toEqual(canon(items));
        // 2. Items are grouped as the design grouped them.
        const byInferred = new Map<string, Set<string | null>>();
        r.entities.forEach((e) =>
          byInferred.set(e.name, new Set(e.items.map((i) => entities[i]!)))
        );
        for (const members of byInferred.values()) expect(members.size).toBe(1);
        expect(new Set([...byInferred.values()].map((s) => [...s][0]))).toEqual(new Set(entities));
        // 3. The templates are the design's, for every entity that wrote an item.
        const wrote = new Set(entities);
        const expected = design.entities
          .filter((e) => wrote.has(e.name))
          .map((e) => JSON.stringify(e.keys));
        expect(r.entities.map((e) => JSON.stringify(e.keys)).sort()).toEqual(expected.sort());
      }),
      { seed: 1201, numRuns: 150 }
    );
  });

  it('gives the same design whatever order the items come in', () => {
    const { items } = written(generate(99));
    const random = createLcg(5);
    const shuffled = items
      .map((i) => [random(), i] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, i]) => i);
    const a = inferDesign(TABLE, items).design.entities.map((e) => [e.name, e.keys, e.attributes]);
    const b = inferDesign(TABLE, shuffled).design.entities.map((e) => [
      e.name,
      e.keys,
      e.attributes
    ]);
    expect(b).toEqual(a);
  });

  it('writes tableItems-equivalent keys for an unseeded check too', () => {
    const design = generate(7);
    const t = analyzeDesign(design).tables[0]!;
    expect(keysOf(inferDesign(TABLE, tableItems(t)).design)).toEqual(keysOf(design));
  });
});
