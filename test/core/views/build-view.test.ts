import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeDesign, type TableAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import { findCollisions } from '../../../src/core/analysis/find-collisions.ts';
import { compareKeyValues, keyValueId } from '../../../src/core/keys/compare-key-values.ts';
import type { AttributeMap, KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';
import type { Design, Entity } from '../../../src/core/model/design.ts';
import type { Finding } from '../../../src/core/model/finding.ts';
import { buildView } from '../../../src/core/views/build-view.ts';
import type { View } from '../../../src/core/views/view.ts';
import { resolveItems } from '../../../src/core/views/resolve-items.ts';
import type { ResolvedItem } from '../../../src/core/views/resolved-table.ts';
import { tableViews } from '../../../src/core/views/table-key-attributes.ts';
import { b64, gsi, item, lsi, makeDesign, makeEntity, makeTable } from './make-design.ts';

function analyzeOne(design: Design): TableAnalysis {
  const a = analyzeDesign(design);
  expect(a.tables).toHaveLength(1);
  return a.tables[0]!;
}

function viewOf(t: TableAnalysis, index: string | null): View {
  const v = t.views.find((x) => x.spec.index === index);
  if (!v) throw new Error(`no view ${index}`);
  return v;
}

const scalar = (v: KeyValue | undefined): string | undefined =>
  v === undefined ? undefined : 'S' in v ? v.S : 'N' in v ? v.N : v.B;
const sortKeysOf = (v: View, pk: string): (string | undefined)[] =>
  v.byId.get(pk)!.entries.map((e) => scalar(e.sk));

describe('buildView groups items into collections by partition key', () => {
  const design = makeDesign(
    [makeTable()],
    [
      makeEntity('Game', { PK: 'GAME#${id}', SK: '#META' }, [item({ id: '1' }), item({ id: '2' })]),
      makeEntity('Player', { PK: 'GAME#${game}', SK: 'USER#${user}' }, [
        item({ game: '1', user: 'b' }),
        item({ game: '2', user: 'a' }),
        item({ game: '1', user: 'a' })
      ])
    ]
  );
  const t = analyzeOne(design);
  const table = viewOf(t, null);

  it('makes one collection per distinct partition key value, ordered by that value', () => {
    expect(table.collections.map((c) => c.id)).toEqual(['GAME#1', 'GAME#2']);
    expect(table.itemCount).toBe(5);
  });

  it('puts every item of a partition in its collection, in sort key order', () => {
    expect(sortKeysOf(table, 'GAME#1')).toEqual(['#META', 'USER#a', 'USER#b']);
    expect(table.byId.get('GAME#1')!.entries.map((e) => e.item.entity)).toEqual([
      'Game',
      'Player',
      'Player'
    ]);
    expect(sortKeysOf(table, 'GAME#2')).toEqual(['#META', 'USER#a']);
  });

  it('gives each collection an id equal to keyValueId of its pk and indexes it in byId', () => {
    for (const c of table.collections) {
      expect(c.id).toBe(keyValueId(c.pk));
      expect(table.byId.get(c.id)).toBe(c);
      for (const e of c.entries) expect(keyValueId(e.pk)).toBe(c.id);
    }
  });
});

describe('buildView orders sort keys the way DynamoDB does', () => {
  const cases: { name: string; type: KeyType; written: KeyValue[]; expected: KeyValue[] }[] = [
    {
      name: 'S by UTF-8 bytes, not UTF-16 code units or locale',
      type: 'S',
      written: [
        { S: '\u{1F600}' },
        { S: 'a' },
        { S: '\uFFFD' },
        { S: 'B' },
        { S: 'é' },
        { S: 'ab' },
        { S: 'Z' }
      ],
      // U+FFFD (EF BF BD) sorts before U+1F600 (F0 9F 98 80) in UTF-8, although its UTF-16 unit is larger.
      expected: [
        { S: 'B' },
        { S: 'Z' },
        { S: 'a' },
        { S: 'ab' },
        { S: 'é' },
        { S: '\uFFFD' },
        { S: '\u{1F600}' }
      ]
    },
    {
      name: 'N by numeric value, not as text',
      type: 'N',
      written: [
        { N: '10' },
        { N: '9' },
        { N: '-1' },
        { N: '1E+3' },
        { N: '0.5' },
        { N: '-10' },
        { N: '100' }
      ],
      expected: [
        { N: '-10' },
        { N: '-1' },
        { N: '0.5' },
        { N: '9' },
        { N: '10' },
        { N: '100' },
        { N: '1E+3' }
      ]
    },
    {
      name: 'B by unsigned bytes, shorter prefix first',
      type: 'B',
      written: [
        { B: b64(0x80) },
        { B: b64(0x01, 0x00) },
        { B: b64(0xff) },
        { B: b64(0x01) },
        { B: b64(0x7f, 0xff) }
      ],
      expected: [
        { B: b64(0x01) },
        { B: b64(0x01, 0x00) },
        { B: b64(0x7f, 0xff) },
        { B: b64(0x80) },
        { B: b64(0xff) }
      ]
    }
  ];
  it.each(cases)('orders $name', ({ type, written, expected }) => {
    const design = makeDesign([
      makeTable({ sk: ['SK', type], items: written.map((sk) => ({ PK: { S: 'p' }, SK: sk })) })
    ]);
    const table = viewOf(analyzeOne(design), null);
    expect(table.collections[0]!.entries.map((e) => e.sk)).toEqual(expected);
  });

  it('orders collections by partition key value with the same rules (N partition key)', () => {
    const design = makeDesign([
      makeTable({
        pk: ['PK', 'N'],
        sk: null,
        items: ['10', '9', '-2', '1.5'].map((n) => ({ PK: { N: n } }))
      })
    ]);
    expect(viewOf(analyzeOne(design), null).collections.map((c) => c.id)).toEqual([
      '-2',
      '1.5',
      '9',
      '10'
    ]);
  });

  it('treats two spellings of one number as one partition key', () => {
    const design = makeDesign([
      makeTable({
        pk: ['PK', 'N'],
        sk: ['SK', 'S'],
        items: [
          { PK: { N: '100' }, SK: { S: 'a' } },
          { PK: { N: '1E+2' }, SK: { S: 'b' } }
        ]
      })
    ]);
    const table = viewOf(analyzeOne(design), null);
    expect(table.collections).toHaveLength(1);
    expect(table.collections[0]!.entries).toHaveLength(2);
  });
});

describe('buildView makes index views sparse and lets index keys repeat', () => {
  const design = makeDesign(
    [
      makeTable({
        gsis: [gsi('ByEmail', ['email', 'S'], ['joined', 'N'])],
        lsis: [lsi('ByScore', ['score', 'N'])]
      })
    ],
    [
      makeEntity('User', { PK: 'USER#${id}', SK: 'PROFILE' }, [
        item({ id: 'a', email: 'x@example.com', joined: 5, score: 30 }),
        item({ id: 'b', joined: 6, score: 10 }),
        item({ id: 'c', email: 'x@example.com', joined: 5 }),
        item({ id: 'd', email: 'y@example.com', score: 20 })
      ])
    ]
  );
  const t = analyzeOne(design);

  it('leaves an item without the GSI partition key out of the GSI, with a reason naming the attribute', () => {
    const v = viewOf(t, 'ByEmail');
    const absent = v.absent.map((a) => [a.item.attributes['id'], a.reason]);
    expect(absent).toContainEqual([
      { S: 'b' },
      'not in index "ByEmail": the item has no "email" attribute (indexes are sparse)'
    ]);
  });

  it('leaves an item without the GSI sort key out of the GSI too', () => {
    const v = viewOf(t, 'ByEmail');
    const d = v.absent.find(
      (a) =>
        a.item.attributes['id']?.toString() &&
        'S' in a.item.attributes['id']! &&
        a.item.attributes['id'].S === 'd'
    );
    expect(d?.reason).toBe(
      'not in index "ByEmail": the item has no "joined" attribute (indexes are sparse)'
    );
    expect(v.itemCount).toBe(2);
    expect(v.absent).toHaveLength(2);
  });

  it('keeps two items with the same GSI key, in write order, both live', () => {
    const v = viewOf(t, 'ByEmail');
    const c = v.byId.get('x@example.com')!;
    expect(c.entries.map((e) => (e.item.attributes['id'] as { S: string }).S)).toEqual(['a', 'c']);
    expect(c.entries.every((e) => e.overwrittenBy === undefined)).toBe(true);
    expect(t.collisions).toEqual([]);
  });

  it('builds an LSI view on the table partition key, ordered by the LSI sort key, without items lacking it', () => {
    const v = viewOf(t, 'ByScore');
    expect(v.spec.kind).toBe('lsi');
    expect(v.spec.partitionKey.name).toBe('PK');
    expect(v.collections.map((c) => c.id)).toEqual(['USER#a', 'USER#b', 'USER#d']);
    expect(v.absent.map((a) => a.reason)).toEqual([
      'not in index "ByScore": the item has no "score" attribute (indexes are sparse)'
    ]);
  });

  it('orders an LSI partition by its sort key, not the table sort key', () => {
    const d = makeDesign(
      [makeTable({ lsis: [lsi('ByScore', ['score', 'N'])] })],
      [
        makeEntity('E', { PK: 'P', SK: '${k}' }, [
          item({ k: 'a', score: 3 }),
          item({ k: 'b', score: 1 }),
          item({ k: 'c', score: 2 })
        ])
      ]
    );
    const v = viewOf(analyzeOne(d), 'ByScore');
    expect(v.collections[0]!.entries.map((e) => scalar(e.sk))).toEqual(['1', '2', '3']);
  });
});

describe('buildView marks overwritten items in the table view and drops them from index views', () => {
  const design = makeDesign(
    [makeTable({ gsis: [gsi('ByTag', ['tag', 'S'])] })],
    [
      makeEntity('A', { PK: 'K#${k}', SK: 'S' }, [
        item({ k: '1', tag: 'old' }),
        item({ k: '2', tag: 'keep' })
      ]),
      makeEntity('B', { PK: 'K#${k}', SK: 'S' }, [
        item({ k: '1', tag: 'mid' }),
        item({ k: '1', tag: 'new' })
      ])
    ]
  );
  const t = analyzeOne(design);
  const table = viewOf(t, null);

  it('keeps all writes to one primary key side by side in write order, all but the last overwritten by the last', () => {
    const entries = table.byId.get('K#1')!.entries;
    expect(entries.map((e) => (e.item.attributes['tag'] as { S: string }).S)).toEqual([
      'old',
      'mid',
      'new'
    ]);
    const last = entries[2]!.item;
    expect(entries[0]!.overwrittenBy).toBe(last);
    expect(entries[1]!.overwrittenBy).toBe(last);
    expect(entries[2]!.overwrittenBy).toBeUndefined();
  });

  it('counts only live entries', () => {
    expect(table.itemCount).toBe(2);
  });

  it('leaves overwritten items out of every index view, and not even as absent', () => {
    const v = viewOf(t, 'ByTag');
    expect(v.collections.map((c) => c.id)).toEqual(['keep', 'new']);
    expect(v.absent).toEqual([]);
  });

  it('reports the run as one collision, items in write order', () => {
    expect(t.collisions).toHaveLength(1);
    expect(t.collisions[0]!.items.map((i) => (i.attributes['tag'] as { S: string }).S)).toEqual([
      'old',
      'mid',
      'new'
    ]);
    expect(t.collisions[0]!.partitionKey).toEqual({ name: 'PK', value: { S: 'K#1' } });
    expect(t.collisions[0]!.sortKey).toEqual({ name: 'SK', value: { S: 'S' } });
  });

  it('treats a whole collection of a table without a sort key as one primary key', () => {
    const d = makeDesign([
      makeTable({
        sk: null,
        items: [item({ PK: 'x', v: 1 }), item({ PK: 'x', v: 2 }), item({ PK: 'y', v: 3 })]
      })
    ]);
    const ta = analyzeOne(d);
    const x = viewOf(ta, null).byId.get('x')!.entries;
    expect(x[0]!.overwrittenBy).toBe(x[1]!.item);
    expect(ta.collisions).toHaveLength(1);
    expect(ta.collisions[0]!.sortKey).toBeUndefined();
  });

  it('built without the table view, an index view keeps the overwritten item too', () => {
    const findings: Finding[] = [];
    const resolved = resolveItems(design, design.tables[0]!, findings);
    const spec = tableViews(design.tables[0]!)[1]!;
    const all = buildView(resolved, spec, null);
    expect(all.collections.map((c) => c.id)).toEqual(['keep', 'mid', 'new', 'old']);
  });
});

describe('buildView excludes items DynamoDB would refuse, each with its reason', () => {
  const long = 'x'.repeat(2049);
  const cases: { name: string; entity: Entity; code: string; message: RegExp }[] = [
    {
      name: 'an empty partition key',
      entity: makeEntity('E', { PK: '${a}', SK: 'S' }, [item({ a: '' })]),
      code: 'key.empty',
      message: /partition key "PK" is an empty string/
    },
    {
      name: 'a partition key over 2048 bytes',
      entity: makeEntity('E', { PK: '${a}', SK: 'S' }, [item({ a: long })]),
      code: 'key.too-long',
      message: /partition key "PK" is 2049 bytes of UTF-8; the limit is 2048/
    },
    {
      name: 'a sort key over 1024 bytes',
      entity: makeEntity('E', { PK: 'P', SK: '${a}' }, [item({ a: 'y'.repeat(1025) })]),
      code: 'key.too-long',
      message: /sort key "SK" is 1025 bytes of UTF-8; the limit is 1024/
    },
    {
      name: 'a key of the wrong type',
      entity: makeEntity('E', {}, [{ PK: { N: '1' }, SK: { S: 's' } }]),
      code: 'key.wrong-type',
      message: /partition key "PK" must be of type S, but the item has N/
    },
    {
      name: 'a missing table key',
      entity: makeEntity('E', { PK: 'P' }, [item({ a: 'x' })]),
      code: 'key.missing',
      message: /missing table key "SK": the item has no "SK" attribute/
    },
    {
      name: 'a template that needs a missing attribute',
      entity: makeEntity('E', { PK: 'P', SK: 'X#${b}' }, [item({ a: 'x' })]),
      code: 'key.missing',
      message: /template "X#\$\{b\}" needs attribute "b"/
    },
    {
      name: 'a broken template',
      entity: makeEntity('E', { PK: 'USER#${id', SK: 'S' }, [item({ id: 'x' })]),
      code: 'key.unkeyed',
      message:
        /^missing table key "PK": entity "Bad"'s PK template cannot be parsed \(\$\.entities\[1\]\.keys\.PK\), so the item could not be keyed$/
    }
  ];

  it.each(cases)('leaves out $name', ({ entity, code, message }) => {
    const good = makeEntity('Good', { PK: 'G', SK: 'S' }, [item({ g: 'x', a: 'x' })]);
    const design = makeDesign(
      [makeTable({ gsis: [gsi('ByG', ['g', 'S'], ['a', 'S'])] })],
      [good, { ...entity, name: 'Bad' }]
    );
    const a = analyzeDesign(design);
    const t = a.tables[0]!;
    const bad = t.resolved.items.find((i) => i.entity === 'Bad')!;
    expect(bad.rejection?.code).toBe(code);
    expect(bad.rejection?.message).toMatch(message);
    for (const v of t.views) {
      const all = v.collections.flatMap((c) => c.entries.map((e) => e.item));
      expect(all).not.toContain(bad);
      expect(v.absent.map((x) => x.item)).not.toContain(bad);
      expect(v.itemCount).toBe(1);
    }
    const f = a.findings.find((x) => x.path === '$.entities[1].items[0]');
    // Items a broken template leaves unkeyed are told once, by the template's own finding.
    if (code === 'key.unkeyed') expect(f).toBeUndefined();
    else expect(f).toMatchObject({ severity: 'error', code });
  });

  it('holds an attribute that is a sort key of any index to the 1024-byte sort key limit', () => {
    const design = makeDesign(
      [makeTable({ gsis: [gsi('Inv', ['SK', 'S'], ['PK', 'S'])] })],
      [
        makeEntity('E', { PK: '${a}', SK: 'S' }, [
          item({ a: 'x'.repeat(1025) }),
          item({ a: 'x'.repeat(1024) })
        ])
      ]
    );
    const items = analyzeOne(design).resolved.items;
    expect(items[0]!.rejection).toEqual({
      code: 'key.too-long',
      message: 'sort key "PK" is 1025 bytes of UTF-8; the limit is 1024'
    });
    expect(items[1]!.rejection).toBeUndefined();
  });

  it('reports a broken template once, at its path with its column', () => {
    const design = makeDesign(
      [makeTable()],
      [makeEntity('E', { PK: 'USER#${id', SK: 'S' }, [item({ id: 'x' }), item({ id: 'y' })])]
    );
    const f = analyzeDesign(design).findings.filter((x) => x.code === 'template.syntax');
    expect(f).toEqual([
      {
        severity: 'error',
        code: 'template.syntax',
        message:
          'template "USER#${id" has an unclosed "${" at column 6; until it is fixed, its 2 items cannot be keyed by "PK"',
        path: '$.entities[0].keys.PK'
      }
    ]);
    // …and nothing else: no "the item has no PK attribute" for each item it leaves unkeyed.
    expect(analyzeDesign(design).findings).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------
// Properties over small random designs
// ---------------------------------------------------------------------------

const S_VALUES = ['a', 'b', 'A', '#', 'a#b', 'é', ''];
const N_VALUES = ['1', '1.0', '10E-1', '2', '-3', '0', '-0', '100', '1E+2', 'x'];
const B_VALUES = [b64(1), b64(1, 0), b64(0x80), b64(0xff), '', 'AQ'];
const S_TEMPLATES = ['${a}', 'X#${a}', '${a}#${b}', '${b}', 'X', 'X#${b}', '${a}${b}'];

interface GenDesign {
  design: Design;
}

function valuesFor(t: KeyType): string[] {
  return t === 'S' ? S_VALUES : t === 'N' ? N_VALUES : B_VALUES;
}

const keyTypeArb = fc.constantFrom<KeyType>('S', 'N', 'B');

/** One table (pk, optional sk, optional GSI), table items with raw keys, and entities with templates. */
const designArb: fc.Arbitrary<GenDesign> = fc
  .record({
    pkType: keyTypeArb,
    skType: fc.option(keyTypeArb, { nil: null }),
    withGsi: fc.boolean()
  })
  .chain(({ pkType, skType, withGsi }) => {
    const attrArb = (t: KeyType) =>
      fc
        .constantFrom(...valuesFor(t))
        .map((v) => (t === 'S' ? { S: v } : t === 'N' ? { N: v } : { B: v }));
    const rawItemArb = fc.record(
      {
        PK: attrArb(pkType),
        ...(skType ? { SK: attrArb(skType) } : {}),
        G: attrArb('S')
      },
      { requiredKeys: ['PK'] }
    ) as fc.Arbitrary<AttributeMap>;
    // For S keys, templates over a and b; for N and B, a single placeholder.
    const templateArb = (t: KeyType) =>
      t === 'S' ? fc.constantFrom(...S_TEMPLATES) : fc.constantFrom('${a}', '${b}');
    const entityItemArb = fc.record(
      { a: fc.constantFrom(...valuesFor(pkType)), b: fc.constantFrom(...valuesFor(skType ?? 'S')) },
      { requiredKeys: ['a'] }
    );
    const entityArb = fc.record({
      pkT: templateArb(pkType),
      skT: skType ? templateArb(skType) : fc.constant(null),
      rawItems: fc.array(entityItemArb, { maxLength: 6 })
    });
    return fc
      .record({
        tableItems: fc.array(rawItemArb, { maxLength: 8 }),
        entities: fc.array(entityArb, { maxLength: 3 })
      })
      .map(({ tableItems, entities }): GenDesign => {
        const table = makeTable({
          pk: ['PK', pkType],
          sk: skType ? ['SK', skType] : null,
          items: tableItems,
          gsis: withGsi ? [gsi('ByG', ['G', 'S'], skType ? ['SK', skType] : undefined)] : []
        });
        const ents = entities.map((e, i) => {
          // An N template over an S attribute needs numeric text; B needs a B attribute.
          const typed = (v: string | undefined, t: KeyType) =>
            v === undefined ? undefined : t === 'B' ? { B: v } : t === 'N' ? { N: v } : { S: v };
          const items = e.rawItems.map((r) => {
            const o: Record<string, { S: string } | { N: string } | { B: string }> = {};
            const a = typed(r.a, pkType);
            const b = typed(r.b, skType ?? 'S');
            if (a) o['a'] = a;
            if (b) o['b'] = b;
            return o as AttributeMap;
          });
          return makeEntity(`E${i}`, { PK: e.pkT, ...(e.skT ? { SK: e.skT } : {}) }, items);
        });
        return { design: makeDesign([table], ents) };
      });
  });

/** Valid-looking arbitrary values such as "x" are not numbers; such items are rejected, which is fine. */
function liveValid(t: TableAnalysis): ResolvedItem[] {
  return t.resolved.items.filter((i) => !i.rejection);
}

function slotOf(t: TableAnalysis, name: string): number {
  return t.resolved.keyAttributes.findIndex((k) => k.name === name);
}

describe('buildView properties over random designs', () => {
  it('draws designs where collisions, rejections and every key type happen often (so the properties can fail)', () => {
    const samples = fc
      .sample(designArb, { numRuns: 400, seed: 42 })
      .map(({ design }) => ({ design, t: analyzeOne(design) }));
    expect(samples.filter((s) => s.t.collisions.length > 0).length).toBeGreaterThan(60);
    expect(
      samples.filter((s) => s.t.collisions.some((c) => c.items.length > 2)).length
    ).toBeGreaterThan(5);
    expect(
      samples.filter((s) => s.t.resolved.items.some((i) => i.rejection)).length
    ).toBeGreaterThan(60);
    for (const type of ['S', 'N', 'B'] as const) {
      expect(
        samples.filter(
          (s) => s.design.tables[0]!.partitionKey.type === type && s.t.collisions.length > 0
        ).length
      ).toBeGreaterThan(5);
    }
  });

  it('(a) the table view is a true partition of the valid items', () => {
    fc.assert(
      fc.property(designArb, ({ design }) => {
        const t = analyzeOne(design);
        const table = viewOf(t, null);
        const seen = new Map<ResolvedItem, number>();
        const ids = new Set<string>();
        for (const c of table.collections) {
          expect(ids.has(c.id)).toBe(false);
          ids.add(c.id);
          for (const e of c.entries) {
            expect(keyValueId(e.pk)).toBe(c.id);
            seen.set(e.item, (seen.get(e.item) ?? 0) + 1);
          }
        }
        const valid = liveValid(t);
        expect(seen.size).toBe(valid.length);
        for (const i of valid) expect(seen.get(i)).toBe(1);
        expect(table.absent).toEqual([]);
      }),
      { numRuns: 300 }
    );
  });

  it('(b) entries of every collection of every view are in sort key order', () => {
    fc.assert(
      fc.property(designArb, ({ design }) => {
        const t = analyzeOne(design);
        for (const v of t.views) {
          for (let i = 1; i < v.collections.length; i++)
            expect(compareKeyValues(v.collections[i - 1]!.pk, v.collections[i]!.pk)).toBeLessThan(
              0
            );
          if (!v.spec.sortKey) continue;
          for (const c of v.collections) {
            for (let i = 1; i < c.entries.length; i++)
              expect(
                compareKeyValues(c.entries[i - 1]!.sk!, c.entries[i]!.sk!)
              ).toBeLessThanOrEqual(0);
          }
        }
      }),
      { numRuns: 300 }
    );
  });

  it('(c) collisions agree with a brute-force pairwise oracle', () => {
    fc.assert(
      fc.property(designArb, ({ design }) => {
        const t = analyzeOne(design);
        const pkSlot = slotOf(t, 'PK');
        const skSlot = design.tables[0]!.sortKey ? slotOf(t, 'SK') : -1;
        const valid = liveValid(t);
        const idOf = (i: ResolvedItem) =>
          JSON.stringify([
            keyValueId(i.keys[pkSlot]!),
            skSlot >= 0 ? keyValueId(i.keys[skSlot]!) : null
          ]);
        // O(n²): for each item, every item with an equal key, in write order.
        const expected = new Map<string, ResolvedItem[]>();
        for (const x of valid) {
          const same = valid.filter((y) => idOf(x) === idOf(y));
          if (same.length > 1) expected.set(idOf(x), same);
        }
        const viaFind = findCollisions(viewOf(t, null));
        for (const collisions of [t.collisions, viaFind]) {
          const got = new Map(
            collisions.map((c) => [
              JSON.stringify([
                keyValueId(c.partitionKey.value),
                c.sortKey ? keyValueId(c.sortKey.value) : null
              ]),
              c.items
            ])
          );
          expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
          for (const [k, items] of expected)
            expect(got.get(k)!.map((i) => i.order)).toEqual(items.map((i) => i.order));
        }
        // Last one wins: the live entry for each key is the last written; every other is overwritten by it.
        const table = viewOf(t, null);
        for (const c of table.collections) {
          for (const e of c.entries) {
            const group = expected.get(idOf(e.item));
            const winner = group ? group[group.length - 1]! : e.item;
            if (e.item === winner) expect(e.overwrittenBy).toBeUndefined();
            else expect(e.overwrittenBy).toBe(winner);
          }
        }
        // Overwritten items are in no index view.
        const losers = new Set([...expected.values()].flatMap((g) => g.slice(0, -1)));
        for (const v of t.views.slice(1))
          for (const c of v.collections)
            for (const e of c.entries) expect(losers.has(e.item)).toBe(false);
      }),
      { numRuns: 500 }
    );
  });

  it('index views hold each live valid item that has the index keys exactly once, and list the rest as absent', () => {
    fc.assert(
      fc.property(designArb, ({ design }) => {
        const t = analyzeOne(design);
        const table = viewOf(t, null);
        const live = table.collections.flatMap((c) =>
          c.entries.filter((e) => !e.overwrittenBy).map((e) => e.item)
        );
        for (const v of t.views.slice(1)) {
          const inView = v.collections.flatMap((c) => c.entries.map((e) => e.item));
          const absent = v.absent.map((a) => a.item);
          expect(new Set(inView).size).toBe(inView.length);
          expect([...inView, ...absent].map((i) => i.order).sort((a, b) => a - b)).toEqual(
            live.map((i) => i.order).sort((a, b) => a - b)
          );
          expect(v.itemCount).toBe(inView.length);
        }
      }),
      { numRuns: 300 }
    );
  });
});
