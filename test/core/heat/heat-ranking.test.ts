import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { heatRanking } from '../../../src/core/heat/heat-ranking.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import { itemSize } from '../../../src/core/items/item-size.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { gsi, item, makeDesign, makeTable } from '../views/make-design.ts';
import { example } from '../../helpers/example.ts';

const readFrom = { operation: 'Scan', table: 'tbl' } as const;

/** A live set of `sizes[k]` items under partition key `K<k>`, each with `pad` characters. */
function liveSet(sizes: readonly { items: number; pad: number }[]): Design {
  const items = sizes.flatMap((s, k) =>
    Array.from({ length: s.items }, (_, i) =>
      item({ PK: `K${k}`, SK: `S${i}`, status: k % 2 ? 'OPEN' : 'DONE', pad: 'x'.repeat(s.pad) })
    )
  );
  return {
    ...makeDesign([makeTable({ items, gsis: [gsi('ByStatus', ['status', 'S'])] })]),
    readFrom
  };
}

describe('heatRanking', () => {
  it.each<[string, Design, 'load' | 'measured']>([
    ['an authored design', makeDesign([makeTable()]), 'load'],
    ['a live set with no workload', { ...makeDesign([makeTable()]), readFrom }, 'measured'],
    [
      'a live set given a workload',
      { ...makeDesign([makeTable()]), readFrom, workload: { accessPatterns: [], entities: [] } },
      'load'
    ]
  ])('%s is ranked by %s', (_name, design, want) => {
    expect(heatRanking(design)).toBe(want);
  });
});

describe('heat of a live set with no workload', () => {
  it('ranks every key by items, then bytes, as a sort of all of them would (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            items: fc.integer({ min: 1, max: 6 }),
            pad: fc.integer({ min: 0, max: 300 })
          }),
          {
            minLength: 1,
            maxLength: 30
          }
        ),
        (sizes) => {
          const design = liveSet(sizes);
          const report = heatReport(design, analyzeDesign(design));
          const table = report.views[0]!;
          expect(table.ranked).toBe('measured');
          // The oracle: every collection's items and bytes, summed from the items themselves.
          const oracle = new Map<string, { items: number; bytes: number }>();
          for (const it of design.tables[0]!.items) {
            const pk = (it['PK'] as { S: string }).S;
            const o = oracle.get(pk) ?? { items: 0, bytes: 0 };
            oracle.set(pk, { items: o.items + 1, bytes: o.bytes + itemSize(it) });
          }
          const want = [...oracle]
            .sort(([a, x], [b, y]) => y.items - x.items || y.bytes - x.bytes || (a < b ? -1 : 1))
            .map(([pk, o]) => [pk, o.items, o.bytes]);
          const got = table.keys.map((k) => [k.text, k.items, k.bytes]);
          // Ties of items and bytes may come in either key order: compare by rank groups.
          expect(got.map(([, i, b]) => [i, b])).toEqual(want.map(([, i, b]) => [i, b]));
          expect(new Set(got.map(([pk]) => pk))).toEqual(new Set(want.map(([pk]) => pk)));
        }
      )
    );
  });

  it('ranks an index by what it holds, above what a made-up workload would put on it', () => {
    // DONE holds 3 items, OPEN 5. With no load on either, a load ranking keeps key order
    // (DONE first); measured, OPEN comes first.
    const design = liveSet([
      { items: 1, pad: 0 },
      { items: 4, pad: 0 },
      { items: 1, pad: 0 },
      { items: 1, pad: 0 },
      { items: 1, pad: 0 }
    ]);
    const index = heatReport(design, analyzeDesign(design)).views[1]!;
    expect(index.index).toBe('ByStatus');
    expect(index.keys.map((k) => [k.text, k.items])).toEqual([
      ['OPEN', 5],
      ['DONE', 3]
    ]);
    const authored = { ...design, workload: { accessPatterns: [], entities: [] } };
    expect(heatReport(authored, analyzeDesign(authored)).views[1]!.keys.map((k) => k.text)).toEqual(
      ['DONE', 'OPEN']
    );
  });

  it('raises no heat finding: there is no workload to be throttled under', () => {
    // The gaming example as a live set would be: read, with no workload of the user's.
    const { workload: _given, ...gaming } = example('gaming');
    const design: Design = { ...gaming, readFrom: { operation: 'Scan', table: 'battle-royale' } };
    const analysis = analyzeDesign(design);
    // Ranked by load, the default workload a thousand times over throttles keys…
    expect(heatReport(design, analysis, { ranked: 'load', scale: 1000 }).findings).not.toEqual([]);
    // …which this set never measured.
    expect(heatReport(design, analysis, { scale: 1000 }).findings).toEqual([]);
  });
});
