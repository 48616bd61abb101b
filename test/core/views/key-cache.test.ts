import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeDesign, type DesignAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import type { AttributeMap, KeyType } from '../../../src/core/model/attribute-value.ts';
import type { Design, Entity, GlobalSecondaryIndex } from '../../../src/core/model/design.ts';
import { ArrayRecycler } from '../../../src/core/views/array-recycler.ts';
import { KeyCache } from '../../../src/core/views/key-cache.ts';
import type { KeyedTable } from '../../../src/core/views/keyed-table.ts';
import type { SortedView } from '../../../src/core/views/sorted-view.ts';
import { gsi, lsi, makeDesign, makeEntity, makeTable } from './make-design.ts';

/**
 * A KeyCache carries columns from one analysis to the next. Whatever the edits in between, an
 * analysis with the cache must say exactly what a fresh one says (the oracle), and an edit must
 * leave the columns it did not touch in place (otherwise the cache is only a slower path).
 */
function snapshot(a: DesignAnalysis) {
  return {
    findings: a.findings,
    tables: a.tables.map((t) => ({
      items: t.resolved.items.map((i) => ({
        order: i.order,
        entity: i.entity,
        source: i.source,
        keys: i.keys,
        problems: i.keyProblems ? [...i.keyProblems] : [],
        rejection: i.rejection
      })),
      views: t.views.map((v) => ({
        itemCount: v.itemCount,
        collections: v.collections.map((c) => ({
          id: c.id,
          pk: c.pk,
          live: c.live,
          entries: c.entries.map((e) => [e.item.order, e.pk, e.sk, e.overwrittenBy?.order])
        })),
        absent: v.absent.map((x) => [x.item.order, x.reason])
      })),
      collisions: t.collisions.map((c) => c.items.map((i) => i.order))
    }))
  };
}

const S_TEMPLATES = ['P#${a}', 'P#${a}#${b}', '${b}', 'X', '${a}x', 'P#${c}', 'P#${a', '${n}'];
const N_TEMPLATES = ['${n}', '${a}', '7', '${c}'];
const S_POOL = ['1', '2', 'é', '\u{1F600}', '', 'a#b'];
const N_POOL = ['1', '1.0', '2', '-3', '1E+2', '100'];

const itemArb: fc.Arbitrary<AttributeMap> = fc
  .record(
    { a: fc.constantFrom(...S_POOL), b: fc.constantFrom(...S_POOL), n: fc.constantFrom(...N_POOL) },
    { requiredKeys: [] }
  )
  .map((r) => {
    const o = Object.create(null) as Record<string, { S: string } | { N: string }>;
    if (r.a !== undefined) o['a'] = { S: r.a };
    if (r.b !== undefined) o['b'] = { S: r.b };
    if (r.n !== undefined) o['n'] = { N: r.n };
    return o as AttributeMap;
  });

const templateArb = (t: KeyType) => fc.constantFrom(...(t === 'S' ? S_TEMPLATES : N_TEMPLATES));

type Edit =
  | { kind: 'template'; entity: number; attr: 'PK' | 'SK' | 'G' | 'H'; template: string }
  | { kind: 'items'; entity: number; items: AttributeMap[] }
  | { kind: 'same-items-new-array'; entity: number }
  | { kind: 'toggle-gsi' }
  | { kind: 'toggle-all-gsis' }
  | { kind: 'toggle-tuple-gsi' }
  | { kind: 'toggle-lsi' };

const editArb = (pkType: KeyType): fc.Arbitrary<Edit> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('template' as const),
      entity: fc.nat(2),
      attr: fc.constantFrom('PK' as const, 'SK' as const, 'G' as const, 'H' as const),
      template: fc.constantFrom(...S_TEMPLATES)
    }),
    fc.record({
      kind: fc.constant('template' as const),
      entity: fc.nat(2),
      attr: fc.constant('PK' as const),
      template: templateArb(pkType)
    }),
    fc.record({
      kind: fc.constant('items' as const),
      entity: fc.nat(2),
      items: fc.array(itemArb, { maxLength: 8 })
    }),
    fc.record({ kind: fc.constant('same-items-new-array' as const), entity: fc.nat(2) }),
    fc.constant({ kind: 'toggle-gsi' as const }),
    // No index left: the table view alone holds its overwrites.
    fc.constant({ kind: 'toggle-all-gsis' as const }),
    // A multi-attribute GSI (TupleView) and an LSI, each added or taken away.
    fc.constant({ kind: 'toggle-tuple-gsi' as const }),
    fc.constant({ kind: 'toggle-lsi' as const })
  );

function apply(d: Design, e: Edit): Design {
  if (e.kind === 'toggle-tuple-gsi') {
    const t = d.tables[0]!;
    const tuple: GlobalSecondaryIndex = {
      ...gsi('ByTuple', ['G', 'S'], ['SK', 'S']),
      morePartitionKeys: [{ name: 'H', type: 'S' }]
    };
    const globalSecondaryIndexes = t.globalSecondaryIndexes.some((g) => g.name === 'ByTuple')
      ? t.globalSecondaryIndexes.filter((g) => g.name !== 'ByTuple')
      : [...t.globalSecondaryIndexes, tuple];
    return { ...d, tables: [{ ...t, globalSecondaryIndexes }] };
  }
  if (e.kind === 'toggle-lsi') {
    const t = d.tables[0]!;
    const localSecondaryIndexes = t.localSecondaryIndexes.length
      ? []
      : [lsi('ByLocalH', ['H', 'S'])];
    return { ...d, tables: [{ ...t, localSecondaryIndexes }] };
  }
  if (e.kind === 'toggle-all-gsis') {
    const t = d.tables[0]!;
    const globalSecondaryIndexes = t.globalSecondaryIndexes.length
      ? []
      : [gsi('ByG', ['G', 'S'], ['SK', 'S']), gsi('ByH', ['H', 'S'])];
    return { ...d, tables: [{ ...t, globalSecondaryIndexes }] };
  }
  if (e.kind === 'toggle-gsi') {
    const t = d.tables[0]!;
    const globalSecondaryIndexes = t.globalSecondaryIndexes.some((g) => g.name === 'ByG')
      ? t.globalSecondaryIndexes.filter((g) => g.name !== 'ByG')
      : [gsi('ByG', ['G', 'S'], ['SK', 'S']), ...t.globalSecondaryIndexes];
    return { ...d, tables: [{ ...t, globalSecondaryIndexes }] };
  }
  const entities = d.entities.map((x, i): Entity => {
    if (i !== e.entity % d.entities.length) return x;
    if (e.kind === 'template') return { ...x, keys: { ...x.keys, [e.attr]: e.template } };
    if (e.kind === 'items') return { ...x, items: e.items };
    return { ...x, items: [...x.items] };
  });
  return { ...d, entities };
}

interface Case {
  readonly pkType: KeyType;
  readonly entities: readonly { pk: string; sk: string; h: string; items: AttributeMap[] }[];
  readonly tableItems: AttributeMap[];
  readonly edits: readonly Edit[];
}

/** An analysis with the cache after each edit says what a fresh one says. */
function sameAsFreshCase(
  makeCache: () => KeyCache,
  { pkType, entities, tableItems, edits }: Case
): void {
  let design = makeDesign(
    [
      makeTable({
        pk: ['PK', pkType],
        items: tableItems,
        gsis: [gsi('ByG', ['G', 'S'], ['SK', 'S']), gsi('ByH', ['H', 'S'])]
      })
    ],
    entities.map((e, i) => makeEntity(`E${i}`, { PK: e.pk, SK: e.sk, H: e.h }, e.items))
  );
  const cache = makeCache();
  expect(snapshot(analyzeDesign(design, { cache }))).toEqual(snapshot(analyzeDesign(design)));
  for (const edit of edits) {
    design = apply(design, edit);
    expect(snapshot(analyzeDesign(design, { cache }))).toEqual(snapshot(analyzeDesign(design)));
  }
}

function sameAsFresh(makeCache: () => KeyCache): void {
  fc.assert(
    fc.property(
      fc.constantFrom<KeyType>('S', 'N').chain((pkType) =>
        fc.record({
          pkType: fc.constant(pkType),
          entities: fc.array(
            fc.record({
              pk: templateArb(pkType),
              sk: fc.constantFrom(...S_TEMPLATES),
              h: fc.constantFrom(...S_TEMPLATES),
              items: fc.array(itemArb, { maxLength: 8 })
            }),
            { minLength: 1, maxLength: 3 }
          ),
          tableItems: fc.array(itemArb, { maxLength: 4 }),
          edits: fc.array(editArb(pkType), { maxLength: 6 })
        })
      ),
      (c) => sameAsFreshCase(makeCache, c)
    ),
    { numRuns: 300 }
  );
}

describe('KeyCache', () => {
  it('gives the same analysis as a fresh one after any sequence of edits', () => {
    sameAsFresh(() => new KeyCache());
  });

  // Every buffer recycled, however small: an array the last analysis still holds must never be
  // written over by the next.
  it('gives the same analysis as a fresh one when it recycles what it lets go', () => {
    const recycler = new ArrayRecycler(0);
    let recycled = 0;
    const take = recycler.int32.bind(recycler);
    recycler.int32 = (n) => {
      if (recycler.waiting > 0) recycled++;
      return take(n);
    };
    sameAsFresh(() => new KeyCache({ recycle: recycler }));
    expect(recycled).toBeGreaterThan(100);
  });

  // Found by the property above (seed 35215284): with every index dropped, the table view alone
  // held its overwrites, which were retired with the last index view and written over.
  it('keeps the overwrites of a table view no index depends on any more', () => {
    const mapping = (): AttributeMap => {
      const o = Object.create(null) as Record<string, { S: string } | { N: string }>;
      o['a'] = { S: 'a#b' };
      o['n'] = { N: '1' };
      return o as AttributeMap;
    };
    const two = [mapping(), mapping()];
    sameAsFreshCase(() => new KeyCache({ recycle: new ArrayRecycler(0) }), {
      pkType: 'N',
      entities: [
        { pk: '${n}', sk: 'P#${a}', h: 'P#${a}', items: two },
        { pk: '${n}', sk: 'P#${a}', h: 'P#${a}', items: [] }
      ],
      tableItems: [],
      edits: [{ kind: 'toggle-all-gsis' }, { kind: 'toggle-all-gsis' }]
    });
  });

  it('re-keys only the edited entity and key attribute, and keeps the other columns', () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const o = Object.create(null) as Record<string, { S: string }>;
        o['a'] = { S: `a${i % 5}` };
        o['b'] = { S: `b${i}` };
        return o as AttributeMap;
      });
    const design = makeDesign(
      [makeTable()],
      [
        makeEntity('A', { PK: 'A#${a}', SK: 'B#${b}' }, items(50)),
        makeEntity('B', { PK: 'B#${a}', SK: 'B#${b}' }, items(30))
      ]
    );
    const cache = new KeyCache();
    const before = analyzeDesign(design, { cache }).tables[0]!.resolved as KeyedTable;
    const edited = {
      ...design,
      entities: design.entities.map((e) =>
        e.name === 'A' ? { ...e, keys: { ...e.keys, PK: 'A#${a}x' } } : e
      )
    };
    const after = analyzeDesign(edited, { cache }).tables[0]!.resolved as KeyedTable;
    const [, a0, b0] = before.segments;
    const [, a1, b1] = after.segments;
    expect(a1!.keys[0]).not.toBe(a0!.keys[0]); // A's PK: re-rendered
    expect(a1!.keys[1]).toBe(a0!.keys[1]); // A's SK: kept
    expect(b1!.keys[0]).toBe(b0!.keys[0]); // B: kept
    expect(b1!.keys[1]).toBe(b0!.keys[1]);
    expect(after.ranks[1]).toBe(before.ranks[1]); // the SK ranks were merged from the same runs
    expect(after.ranks[0]).not.toBe(before.ranks[0]);
    expect(after.keyValue(0, 0)).toEqual({ S: 'A#a0x' });
  });

  it('keeps a view the edit did not touch, read through the new analysis', () => {
    const items = Array.from({ length: 40 }, (_, i) => {
      const o = Object.create(null) as Record<string, { S: string }>;
      o['a'] = { S: `a${i % 4}` };
      o['b'] = { S: `b${i}` };
      return o as AttributeMap;
    });
    const design = makeDesign(
      [makeTable({ gsis: [gsi('ByG', ['G', 'S'], ['SK', 'S'])] })],
      [makeEntity('A', { PK: 'A#${a}', SK: 'B#${b}', G: 'G#${a}' }, items)]
    );
    const cache = new KeyCache();
    const before = analyzeDesign(design, { cache }).tables[0]!;
    const edited = {
      ...design,
      entities: design.entities.map((e) => ({ ...e, keys: { ...e.keys, PK: 'Z#${a}' } }))
    };
    const after = analyzeDesign(edited, { cache }).tables[0]!;
    const [t0, g0] = before.views as SortedView[];
    const [t1, g1] = after.views as SortedView[];
    expect(t1!.orders).not.toBe(t0!.orders); // the table view is re-keyed
    expect(g1!.orders).toBe(g0!.orders); // the GSI's entries are the same
    expect(g1).not.toBe(g0);
    // …but its items are the new analysis's: their table key is the edited one.
    expect(g1!.collection(0).entry(0).item.keys[0]).toEqual({ S: 'Z#a0' });
    expect(g1!.collection(0).entry(0).item).toBe(after.resolved.item(g1!.orders[0]!));
  });

  it('lets go of columns the last analysis no longer used', () => {
    const design = makeDesign([makeTable()], [makeEntity('A', { PK: 'A#${a}', SK: 'S' }, [])]);
    const cache = new KeyCache();
    const first = analyzeDesign(design, { cache }).tables[0]!.resolved as KeyedTable;
    const other = {
      ...design,
      entities: design.entities.map((e) => ({ ...e, keys: { ...e.keys, PK: 'Z#${a}' } }))
    };
    analyzeDesign(other, { cache });
    const again = analyzeDesign(design, { cache }).tables[0]!.resolved as KeyedTable;
    // The first columns were dropped after the second analysis, so they were built anew.
    expect(again.segments[1]!.keys[0]).not.toBe(first.segments[1]!.keys[0]);
    expect(again.segments[1]!.keys[0]).toEqual(first.segments[1]!.keys[0]);
  });
});
