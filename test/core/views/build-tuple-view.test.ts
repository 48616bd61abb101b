// A multi-attribute GSI's view against a brute-force oracle of the AWS guide's rules
// (GSI.html#GSI.MultiAttributeKeys): an item is in the index only with every key attribute;
// collections are the distinct partition tuples (N parts equal by value); within one, items
// follow the sort tuple left to right, each part by its type (S by UTF-8 bytes, N by value),
// equal tuples in write order. The oracle uses none of the engine's code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { KeyAttribute } from '../../../src/core/model/design.ts';
import { makeDesign, makeTable } from './make-design.ts';

type T = 'S' | 'N';
const S_VALUES = ['a', 'ab', 'B', 'é', '😀'];
const N_VALUES = ['-1', '1', '1.0', '10', '9'];

function cmpPart(type: T, a: string, b: string): number {
  if (type === 'N') return Number(a) - Number(b);
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function cmpTuple(types: readonly T[], a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < types.length; i++) {
    const c = cmpPart(types[i]!, a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return 0;
}

const schemaArb = fc
  .record({
    p: fc.array(fc.constantFrom<T>('S', 'N'), { minLength: 1, maxLength: 4 }),
    s: fc.array(fc.constantFrom<T>('S', 'N'), { minLength: 0, maxLength: 4 })
  })
  .filter(({ p, s }) => p.length + s.length > 2 || p.length === 2 || s.length === 2)
  .map(({ p, s }) => ({
    partition: p.map((type, i): KeyAttribute => ({ name: `p${i}`, type })),
    sort: s.map((type, i): KeyAttribute => ({ name: `s${i}`, type }))
  }));

const caseArb = schemaArb.chain((key) => {
  const attrs = [...key.partition, ...key.sort];
  const cell = fc.option(fc.nat(4), { freq: 8, nil: null });
  const item = fc.tuple(...attrs.map(() => cell));
  return fc.tuple(fc.constant(key), fc.array(item, { maxLength: 40 }));
});

/** The view as [partition values, [write order, sort values]…] per collection, in order. */
function oracle(
  key: { partition: KeyAttribute[]; sort: KeyAttribute[] },
  rows: (number | null)[][]
) {
  const attrs = [...key.partition, ...key.sort];
  const text = (a: KeyAttribute, v: number) => (a.type === 'S' ? S_VALUES[v]! : N_VALUES[v]!);
  const pTypes = key.partition.map((a) => a.type as T);
  const sTypes = key.sort.map((a) => a.type as T);
  const members = rows.flatMap((r, order) => {
    if (r.some((v) => v === null)) return [];
    const values = r.map((v, i) => text(attrs[i]!, v!));
    return [{ order, p: values.slice(0, pTypes.length), s: values.slice(pTypes.length) }];
  });
  const groups: { p: string[]; members: typeof members }[] = [];
  for (const m of members) {
    const g = groups.find((x) => cmpTuple(pTypes, x.p, m.p) === 0);
    if (g) g.members.push(m);
    else groups.push({ p: m.p, members: [m] });
  }
  groups.sort((a, b) => cmpTuple(pTypes, a.p, b.p));
  for (const g of groups) g.members.sort((a, b) => cmpTuple(sTypes, a.s, b.s) || a.order - b.order);
  const absent = rows.flatMap((r, order) => {
    const i = r.findIndex((v) => v === null);
    return i < 0 ? [] : [{ order, attribute: attrs[i]!.name }];
  });
  return {
    collections: groups.map((g) => g.members.map((m) => m.order)),
    absent
  };
}

function analyse(
  key: { partition: KeyAttribute[]; sort: KeyAttribute[] },
  rows: (number | null)[][]
) {
  const attrs = [...key.partition, ...key.sort];
  const items = rows.map((r, order): AttributeMap => {
    const item: Record<string, AttributeMap[string]> = { id: { S: `i${order}` } };
    r.forEach((v, i) => {
      if (v === null) return;
      const a = attrs[i]!;
      item[a.name] = a.type === 'S' ? { S: S_VALUES[v]! } : { N: N_VALUES[v]! };
    });
    return item as AttributeMap;
  });
  const [first, ...more] = key.partition;
  const [sortFirst, ...moreSort] = key.sort;
  const table = makeTable({
    pk: ['id', 'S'],
    sk: null,
    items,
    gsis: [
      {
        name: 'ByTuple',
        partitionKey: first!,
        ...(more.length ? { morePartitionKeys: more } : {}),
        ...(sortFirst ? { sortKey: sortFirst } : {}),
        ...(moreSort.length ? { moreSortKeys: moreSort } : {}),
        projection: { type: 'ALL' }
      }
    ]
  });
  return analyzeDesign(makeDesign([table])).tables[0]!.views[1]!;
}

describe('a multi-attribute GSI view', () => {
  it('groups by the partition tuple and orders by the sort tuple, as the oracle does (400 cases)', () => {
    fc.assert(
      fc.property(caseArb, ([key, rows]) => {
        const view = analyse(key, rows);
        const want = oracle(key, rows);
        const got = view.collections.map((c) => c.entries.map((e) => e.item.order));
        expect(got).toEqual(want.collections);
        expect(view.absent.map((a) => a.item.order)).toEqual(want.absent.map((a) => a.order));
        view.absent.forEach((a, i) => expect(a.reason).toContain(`"${want.absent[i]!.attribute}"`));
      }),
      { numRuns: 400 }
    );
  });

  it('heads each collection with its parts and gives each entry its sort parts', () => {
    const view = analyse(
      {
        partition: [
          { name: 'tournamentId', type: 'S' },
          { name: 'region', type: 'S' }
        ],
        sort: [
          { name: 'round', type: 'N' },
          { name: 'bracket', type: 'S' }
        ]
      },
      [
        [0, 1, 3, 0],
        [0, 1, 0, 1],
        [0, 1, 2, 0]
      ]
    );
    const c = view.collection(0);
    expect(c.parts).toEqual([{ S: 'a' }, { S: 'ab' }]);
    expect(c.pk).toEqual({ S: 'a · ab' });
    expect(c.entries.map((e) => e.skParts)).toEqual([
      [{ N: '-1' }, { S: 'ab' }],
      [{ N: '1.0' }, { S: 'a' }],
      [{ N: '10' }, { S: 'a' }]
    ]);
    expect(view.collectionOf({ S: 'a · ab' })).toBe(c);
  });

  it('names the missing attribute of an item it leaves out', () => {
    const view = analyse(
      {
        partition: [
          { name: 'tournamentId', type: 'S' },
          { name: 'region', type: 'S' }
        ],
        sort: []
      },
      [[0, null]]
    );
    expect(view.absent[0]!.reason).toBe(
      'not in index "ByTuple": the item has no "region" attribute, one of the index\'s key attributes (an item is in a multi-attribute index only with all of them)'
    );
  });
});

describe('a multi-attribute GSI view across an edit', () => {
  it('is reused, rebound to the new analysis, when the edit leaves its attributes alone', async () => {
    const { KeyCache } = await import('../../../src/core/views/key-cache.ts');
    const { example } = await import('../../helpers/example.ts');
    const design = example('tournament');
    const cache = new KeyCache();
    const before = analyzeDesign(design, { cache }).tables[0]!.views[1]!;
    const edited = { ...design, name: 'renamed' };
    const after = analyzeDesign(edited, { cache }).tables[0]!.views[1]!;
    expect(after.orders).toBe(before.orders);
    expect(after.collections.map((c) => c.parts)).toEqual(before.collections.map((c) => c.parts));
    expect(after.absent.map((a) => a.reason)).toEqual(before.absent.map((a) => a.reason));
  });
});
