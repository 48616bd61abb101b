import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../src/core/export/table-items.ts';
import { inferDesign } from '../../src/core/infer/infer-design.ts';
import type { Design } from '../../src/core/model/design.ts';
import { overlayDesign } from '../../src/core/overlay/overlay-design.ts';
import { applyLiveChange, EXAMPLES } from '../../src/workers/live-change.ts';
import { example } from '../helpers/example.ts';

/** A design's first table as a live table holding every item written to it. */
function liveOf(design: Design, t = 0): Design {
  const analysed = analyzeDesign(design).tables[t]!;
  return {
    name: `Live: ${analysed.table.name}`,
    tables: [{ ...analysed.table, items: tableItems(analysed) }],
    entities: [],
    accessPatterns: []
  };
}

describe('applyLiveChange', () => {
  it('infers what inferDesign infers, and tells its entities, kinds and unmatched items', () => {
    const live = liveOf(example('gaming'));
    const { design, about } = applyLiveChange(live, { kind: 'infer' });
    const oracle = inferDesign({ ...live.tables[0]!, items: [] }, live.tables[0]!.items, {
      name: 'Inferred from battle-royale'
    });
    expect(design).toEqual(oracle.design);
    expect(about).toEqual({
      kind: 'infer',
      items: 22,
      entities: oracle.design.entities.map((e) => ({
        name: e.name,
        keys: e.keys,
        attributes: e.attributes,
        keyOnly: e.keyOnly ?? [],
        count: e.items.length
      })),
      unmatched: 0,
      unmatchedKeys: [],
      notes: oracle.notes
    });
    expect(about.kind === 'infer' && about.entities.map((e) => e.keys)).toEqual(
      expect.arrayContaining([
        { PK: 'USER#${username}', SK: '#METADATA#${username}' },
        { PK: 'GAME#${gameId}', SK: '#METADATA#${gameId}' },
        { PK: 'GAME#${gameId}', SK: 'USER#${username}' }
      ])
    );
  });

  it("counts each entity per segment of a sample's runs, against a brute-force count", () => {
    const live = liveOf(example('gaming'));
    const items = live.tables[0]!.items;
    // 22 items as three runs of two segments (segment 7's items came in two runs).
    const runs = [
      [7, 8],
      [2, 9],
      [7, 5]
    ] as const;
    const { about } = applyLiveChange(live, { kind: 'infer', runs });
    if (about.kind !== 'infer') throw new Error('not an inference');
    expect(about.runs).toEqual(runs);
    const segmentOf = (i: number) => (i < 8 || i >= 17 ? 7 : 2);
    const oracle = inferDesign({ ...live.tables[0]!, items: [] }, items, { name: 'x' });
    about.entities.forEach((entity, e) => {
      const members = oracle.entities[e]!.items;
      expect(entity.bySegment).toEqual([
        [7, members.filter((i) => segmentOf(i) === 7).length],
        [2, members.filter((i) => segmentOf(i) === 2).length]
      ]);
    });
  });

  it('names unmatched items by their keys, at most EXAMPLES of them', () => {
    const live = liveOf(example('gaming'));
    const table = live.tables[0]!;
    const odd = Array.from({ length: EXAMPLES + 5 }, (_, i) =>
      Object.assign(Object.create(null), { PK: { S: `odd value ${i}` } })
    );
    const withOdd: Design = { ...live, tables: [{ ...table, items: [...table.items, ...odd] }] };
    const { about } = applyLiveChange(withOdd, { kind: 'infer' });
    expect(about.kind).toBe('infer');
    if (about.kind !== 'infer') return;
    expect(about.unmatched).toBe(EXAMPLES + 5);
    expect(about.unmatchedKeys).toHaveLength(EXAMPLES);
    expect(about.unmatchedKeys[0]).toBe('PK "odd value 0", SK (none)');
  });

  it('lays a design over the items as overlayDesign does, with its collisions', () => {
    const live = liveOf(example('library'));
    const authored = example('library-author-only');
    const tableName = authored.tables[0]!.name;
    const { design, about } = applyLiveChange(live, {
      kind: 'overlay',
      authored,
      table: tableName
    });
    const oracle = overlayDesign(authored, tableName, live.tables[0]!.items, {
      ...live.tables[0]!,
      items: []
    });
    expect(design).toEqual(oracle.design);
    expect(about.kind).toBe('overlay');
    if (about.kind !== 'overlay') return;
    expect(about.members).toEqual(
      [...oracle.members].map(([name, l]) => ({ name, count: l.length }))
    );
    expect(about.unmatched).toBe(oracle.unmatched.length);
    expect(about.collisions).toBe(oracle.collisions.length);
    expect(about.collisions).toBeGreaterThan(0);
    expect(about.collisionExamples[0]!.items).toBe(oracle.collisions[0]!.items.length);
    expect(about.schema).toEqual(oracle.schema);
  });

  it('refuses a design with no table to derive from', () => {
    expect(() =>
      applyLiveChange(
        { name: 'x', tables: [], entities: [], accessPatterns: [] },
        { kind: 'infer' }
      )
    ).toThrow(/no table/);
  });
});
