import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { convertSyntheticKey } from '../../../src/core/fixes/convert-synthetic-key.ts';
import { synthesizeMultiKey } from '../../../src/core/fixes/synthesize-multi-key.ts';
import type { Design, KeyAttribute } from '../../../src/core/model/design.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { resolveItems, storedItem } from '../../../src/core/views/resolve-items.ts';
import { example } from '../../helpers/example.ts';
import { item } from '../views/make-design.ts';
import { N, S, tupleDesign, type Row } from './tuple-design.ts';

const native = example('tournament');
const synthetic = example('tournament-synthetic');
const TABLE = 'TournamentMatches';
const BY_REGION = 'TournamentRegionIndex';

function synthesized(design: Design, table: string, index: string) {
  const s = synthesizeMultiKey(design, table, index);
  if (!s.ok) throw new Error(s.why);
  return s;
}

/** An index's collections as write orders, each in the index's order; the collections by first item. */
function collections(design: Design, table: string, index: string): number[][] {
  const view = analyzeDesign(design)
    .tables.find((t) => t.table.name === table)!
    .views.find((v) => v.spec.index === index)!;
  return view.collections
    .map((c) => c.entries.map((e) => e.item.order))
    .sort((a, b) => a[0]! - b[0]!);
}

/** The design a synthetic key is converted back from (convertSyntheticKey, applied). */
function convertedBack(design: Design, table: string, index: string): Design {
  const c = convertSyntheticKey(design, table, index);
  if (!c.ok) throw new Error(c.why);
  return editDesign(design, c.edit);
}

describe('synthesizeMultiKey on the tournament example', () => {
  it('keys the index as the example’s synthetic twin does, under names of its own', () => {
    const s = synthesized(native, TABLE, BY_REGION);
    const gsi = s.design.tables[0]!.globalSecondaryIndexes[0]!;
    expect(gsi).toEqual({
      name: BY_REGION,
      partitionKey: { name: 'TournamentRegionIndexPK', type: 'S' },
      sortKey: { name: 'TournamentRegionIndexSK', type: 'S' },
      projection: { type: 'ALL' }
    });
    const twin = synthetic.entities[0]!.keys;
    expect(s.design.entities[0]!.keys).toEqual({
      TournamentRegionIndexPK: twin.GSI1PK,
      TournamentRegionIndexSK: twin.GSI1SK
    });
    expect(s.partition).toEqual({
      attribute: { name: 'TournamentRegionIndexPK', type: 'S' },
      template: 'TOURNAMENT#${tournamentId}#REGION#${region}',
      parts: ['tournamentId', 'region']
    });
  });

  it('writes every item’s keys as the synthetic twin’s items have them', () => {
    const s = synthesized(native, TABLE, BY_REGION);
    const keys = (d: Design, pk: string, sk: string) => {
      const r = resolveItems(d, d.tables[0]!, []);
      return r.items.map((i) => {
        const stored = storedItem(r, i);
        return [stored[pk], stored[sk]];
      });
    };
    expect(keys(s.design, 'TournamentRegionIndexPK', 'TournamentRegionIndexSK')).toEqual(
      keys(synthetic, 'GSI1PK', 'GSI1SK')
    );
  });

  it('gives the index the synthetic twin’s collections, in its order', () => {
    const s = synthesized(native, TABLE, BY_REGION);
    expect(collections(s.design, TABLE, BY_REGION)).toEqual(
      collections(synthetic, TABLE, BY_REGION)
    );
    expect(collections(s.design, TABLE, BY_REGION)).toEqual(collections(native, TABLE, BY_REGION));
  });

  it('rewrites the index’s access patterns as the twin writes them, returning the same items', () => {
    const s = synthesized(native, TABLE, BY_REGION);
    for (const name of ["A tournament's matches in a region", 'One bracket of a round']) {
      const after = s.design.accessPatterns.find((p) => p.name === name)!;
      const twin = synthetic.accessPatterns.find((p) => p.name === name)!;
      expect([after.partitionKey, after.sortKey, after.morePartitionKeys]).toEqual([
        twin.partitionKey,
        twin.sortKey,
        undefined
      ]);
      const orders = (d: Design) =>
        runAccessPattern(
          analyzeDesign(d),
          d.accessPatterns.find((p) => p.name === name)!
        ).entries.map((e) => e.item.order);
      expect(orders(s.design)).toEqual(orders(native));
    }
  });

  it('names the item that lacks a part, which stays out of the index as before', () => {
    const s = synthesized(native, TABLE, BY_REGION);
    expect(s.warnings).toEqual([
      {
        kind: 'missing-part',
        message:
          'the Match item at $.entities[0].items[12] has no region: such an item stays out of the index, as with the multi-attribute key, since the synthetic key is written only when every part is present'
      }
    ]);
    const r = resolveItems(s.design, s.design.tables[0]!, []);
    const slot = r.keyAttributes.findIndex((k) => k.name === 'TournamentRegionIndexPK');
    expect(r.keyValue(12, slot)).toBeUndefined();
    expect(r.keyValue(11, slot)).toEqual({ S: 'TOURNAMENT#SPRING2026#REGION#NA-EAST' });
  });

  it('converts back (convertSyntheticKey) to the index it started from', () => {
    const s = synthesized(native, TABLE, BY_REGION);
    const back = convertedBack(s.design, TABLE, BY_REGION);
    expect(back.tables[0]!.globalSecondaryIndexes).toEqual(
      native.tables[0]!.globalSecondaryIndexes
    );
    expect(back.entities[0]!.keys).toEqual({});
  });

  it('keys a one-attribute partition too, so the index has one string per part', () => {
    const s = synthesized(native, TABLE, 'PlayerMatchHistoryIndex');
    expect([s.partition.template, s.sort?.template]).toEqual([
      'PLAYER1#${player1Id}',
      'MATCH_DATE#${matchDate}#ROUND#${round}'
    ]);
    const pattern = s.design.accessPatterns.find(
      (p) => p.name === "A player's matches in a month"
    )!;
    expect([pattern.partitionKey, pattern.sortKey]).toEqual([
      'PLAYER1#${playerId}',
      { operator: 'begins_with', value: 'MATCH_DATE#${month}' }
    ]);
  });
});

describe('synthesizeMultiKey', () => {
  const two = tupleDesign(
    [S('t'), S('r')],
    [N('round')],
    [
      { own: false, values: ['a', 'x', '9'] },
      { own: false, values: ['a', 'x', '10'] },
      { own: true, values: ['b', 'y', '2'] },
      { own: true, values: ['b', null, '3'] }
    ]
  );

  it.each<[string, Design, string, string, string]>([
    ['an unknown table', two, 'nope', 'G', 'the design has no table "nope"; its tables are "tbl"'],
    [
      'an unknown index',
      two,
      'tbl',
      'H',
      'table "tbl" has no global secondary index "H"; its GSIs are "ByTuple"'
    ],
    [
      'an index of one attribute per part',
      tupleDesign([S('t')], [S('r')], []),
      'tbl',
      'ByTuple',
      'index "ByTuple" has one attribute in each key part already; every export format holds it as it is'
    ],
    [
      'an entity template that does not parse',
      tupleDesign([S('t'), S('r')], [], [], { keys: { r: 'R#${r' } }),
      'tbl',
      'ByTuple',
      'entity "E"\'s template for r cannot be parsed (template "R#${r" has an unclosed "${" at column 3); fix it, then synthesize the key'
    ]
  ])('refuses %s, saying why', (_, design, table, index, why) => {
    expect(synthesizeMultiKey(design, table, index)).toEqual({ ok: false, why });
  });

  it('zero-pads a Number sort part to its widest value, so 9 still sorts before 10', () => {
    const s = synthesized(two, 'tbl', 'ByTuple');
    expect(s.sort!.template).toBe('ROUND#${round:2}');
    expect(collections(s.design, 'tbl', 'ByTuple')).toEqual(collections(two, 'tbl', 'ByTuple'));
    expect(s.warnings.map((w) => w.kind)).toEqual(['padded', 'missing-part']);
  });

  it('writes the keys into the table’s own items, only where every part is present', () => {
    const s = synthesized(two, 'tbl', 'ByTuple');
    expect(s.design.tables[0]!.items).toEqual([
      item({ id: 'i2', t: 'b', r: 'y', round: 2, ByTuplePK: 'T#b#R#y', ByTupleSK: 'ROUND#02' }),
      item({ id: 'i3', t: 'b', round: 3, ByTupleSK: 'ROUND#03' })
    ]);
  });

  it('takes the next free name when an item already holds <index>PK', () => {
    const taken = tupleDesign([S('t'), S('r')], [], [{ own: true, values: ['a', 'b'] }]);
    const withName: Design = {
      ...taken,
      tables: [
        {
          ...taken.tables[0]!,
          items: [item({ id: 'z', ByTuplePK: 'mine', ByTuplePK2: 'mine too' })]
        }
      ]
    };
    expect(synthesized(withName, 'tbl', 'ByTuple').partition.attribute.name).toBe('ByTuplePK3');
  });

  it('inlines a part an entity writes from a template, and says the part is no longer written', () => {
    const design = tupleDesign([S('t'), S('r')], [], [{ own: false, values: ['a', null] }], {
      keys: { r: 'R-${code}' },
      items: [item({ id: 'i0', t: 'a', code: 'x' })]
    });
    const s = synthesized(design, 'tbl', 'ByTuple');
    expect(s.design.entities[0]!.keys).toEqual({ ByTuplePK: 'T#${t}#R#R-${code}' });
    expect(s.warnings).toEqual([
      {
        kind: 'not-written',
        message:
          'entity "E" wrote r from its template "R-${code}", and r is no key attribute now, so its items no longer hold it; the synthetic key reads the template\'s fields itself'
      }
    ]);
    expect(collections(s.design, 'tbl', 'ByTuple')).toEqual(collections(design, 'tbl', 'ByTuple'));
  });

  it.each<[string, 'KEYS_ONLY' | 'INCLUDE', string[] | undefined, unknown]>([
    ['KEYS_ONLY', 'KEYS_ONLY', undefined, { type: 'INCLUDE', nonKeyAttributes: ['t', 'r'] }],
    ['INCLUDE', 'INCLUDE', ['x', 'r'], { type: 'INCLUDE', nonKeyAttributes: ['x', 'r', 't'] }]
  ])('projects the old key attributes of a %s index', (_, type, nonKeyAttributes, want) => {
    const base = tupleDesign([S('t'), S('r')], [], []);
    const g = base.tables[0]!.globalSecondaryIndexes[0]!;
    const projection = nonKeyAttributes ? { type, nonKeyAttributes } : { type };
    const design: Design = {
      ...base,
      tables: [{ ...base.tables[0]!, globalSecondaryIndexes: [{ ...g, projection }] }]
    };
    expect(
      synthesized(design, 'tbl', 'ByTuple').design.tables[0]!.globalSecondaryIndexes[0]!.projection
    ).toEqual(want);
  });

  it('leaves an entity that cannot give every part without the templates', () => {
    const design: Design = {
      ...two,
      entities: [
        ...two.entities,
        {
          name: 'Other',
          table: 'tbl',
          attributes: [S('t')],
          keys: {},
          items: [item({ id: 'o', t: 'a' })]
        }
      ]
    };
    expect(synthesized(design, 'tbl', 'ByTuple').design.entities[1]!.keys).toEqual({});
  });

  it('does not modify the design it is given', () => {
    const copy = structuredClone(native);
    synthesized(native, TABLE, BY_REGION);
    expect(native).toEqual(copy);
  });
});

// Values that sort alike as key parts and inside the string: no separator, no character below
// it, Numbers whole and never negative (zero-padded by the synthesis). Partition parts take few
// values, so that collections hold several items to order ('1' and '1.0' are one Number).
const SAFE = {
  partition: { S: ['a', '😀'], N: ['1', '1.0'] },
  sort: {
    S: ['a', 'ab', 'B', 'é', '😀', 'a-b', 'Z9'],
    N: ['0', '1', '1.0', '10', '9', '007', '120']
  }
};
// Values that may not: a separator (`a#A` sorts before `a` followed by `#S1#`), characters
// sorting before it, a negative or fractional Number now and then.
const HOSTILE = {
  partition: { S: ['a#b', 'a'], N: ['1', '-1'] },
  sort: {
    S: ['a', 'a!', 'a#A', 'A', 'a b', 'b', '#'],
    N: ['10', '9', '2', '0', '100', '-1', '1.5']
  }
};

type Values = { S: string[]; N: string[] };

/** A key of 1–4 partition and 0–4 sort parts (several in one), each drawing from a few of its values, and rows. */
function caseArb(values: { partition: Values; sort: Values }) {
  const type = fc.constantFrom<'S' | 'N'>('S', 'N');
  const pool = (from: string[]) =>
    fc.subarray(from, { minLength: 1, maxLength: Math.min(3, from.length) });
  return fc
    .record({
      p: fc.array(type, { minLength: 1, maxLength: 4 }),
      s: fc.array(type, { minLength: 0, maxLength: 4 })
    })
    .filter(({ p, s }) => p.length > 1 || s.length > 1)
    .chain(({ p, s }) =>
      fc.tuple(
        fc.constant(p),
        fc.constant(s),
        fc.tuple(...p.map((t) => pool(values.partition[t])), ...s.map((t) => pool(values.sort[t])))
      )
    )
    .chain(([p, s, pools]) => {
      const partition = p.map((t, i) => ({ name: `p${i}`, type: t }));
      const sort = s.map((t, i) => ({ name: `s${i}`, type: t }));
      const cells = pools.map((from) =>
        fc.option(fc.constantFrom(...from), { freq: 8, nil: null })
      );
      const row = fc.record({ own: fc.boolean(), values: fc.tuple(...cells) });
      return fc.tuple(fc.constant(partition), fc.constant(sort), fc.array(row, { maxLength: 30 }));
    });
}

const CHANGES = new Set(['order', 'ambiguous', 'invalid']);

function roundTrip([partition, sort, rows]: [KeyAttribute[], KeyAttribute[], Row[]]): void {
  const design = tupleDesign(partition, sort, rows);
  const s = synthesized(design, 'tbl', 'ByTuple');
  if (s.warnings.some((w) => CHANGES.has(w.kind))) return;
  const want = collections(design, 'tbl', 'ByTuple');
  expect(collections(s.design, 'tbl', 'ByTuple')).toEqual(want);
  expect(collections(convertedBack(s.design, 'tbl', 'ByTuple'), 'tbl', 'ByTuple')).toEqual(want);
}

describe('synthesizeMultiKey against the multi-attribute view (fast-check)', () => {
  it('keeps every collection and its order, there and back, for S and whole Number values', () => {
    fc.assert(
      fc.property(caseArb(SAFE), (c) => {
        const s = synthesized(tupleDesign(...c), 'tbl', 'ByTuple');
        expect(s.warnings.filter((w) => CHANGES.has(w.kind))).toEqual([]);
        roundTrip(c);
      }),
      { numRuns: 200 }
    );
  });

  it('keeps them wherever it warns of no change, for values that may break the string', () => {
    fc.assert(fc.property(caseArb(HOSTILE), roundTrip), { numRuns: 1000 });
  });
});
