import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../../src/core/export/table-items.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { overlayDesign } from '../../../src/core/overlay/overlay-design.ts';

function example(name: string): Design {
  const loaded = loadDesignText(readFileSync(`public/examples/${name}.json`, 'utf8'));
  if (!loaded.ok) throw new Error(name);
  return loaded.design;
}

/** What a table built from the design holds, as DynamoDB would return it. */
function liveItems(design: Design, table = 0): AttributeMap[] {
  return tableItems(analyzeDesign(design).tables[table]!);
}

describe('overlayDesign', () => {
  const gaming = example('gaming');
  const items = liveItems(gaming);

  it('matches every item of a table built from the design to its entity', () => {
    const o = overlayDesign(gaming, 'battle-royale', items);
    expect(o.unmatched).toEqual([]);
    expect(o.ambiguous).toEqual([]);
    expect(o.collisions).toEqual([]);
    expect([...o.members].map(([e, m]) => [e, m.length])).toEqual([
      ['User', 6],
      ['Game', 4],
      ['UserGameMapping', 12]
    ]);
    // The overlay design's table view holds exactly the live items, keys and all.
    const view = o.analysis.tables[0]!.views[0]!;
    expect(view.itemCount).toBe(items.length);
  });

  it('lists items no template matches, and keeps them in the views as the table’s own', () => {
    const strays: AttributeMap[] = [
      { PK: { S: 'CONFIG' }, SK: { S: 'v1' } },
      { PK: { S: 'USER#zoe' }, SK: { S: 'SETTINGS' } }
    ];
    const o = overlayDesign(gaming, 'battle-royale', [...items, ...strays]);
    expect(o.unmatched).toEqual([items.length, items.length + 1]);
    expect(o.design.tables[0]!.items).toEqual(strays);
    expect(o.analysis.tables[0]!.views[0]!.itemCount).toBe(items.length + 2);
  });

  it('refuses a match where the key and the item’s own attribute disagree', () => {
    const liar: AttributeMap = {
      PK: { S: 'USER#ana_k' },
      SK: { S: '#METADATA#ana_k' },
      username: { S: 'bob' }
    };
    expect(overlayDesign(gaming, 'battle-royale', [liar]).unmatched).toEqual([0]);
  });

  it('says which items would collide under a design keyed differently from the table', () => {
    // library.json's table is keyed on "${Author}#${Edition}"; library-author-only keys on Author alone.
    const live = liveItems(example('library'));
    const o = overlayDesign(example('library-author-only'), 'Books', live);
    expect(o.unmatched).toEqual([]);
    expect(o.collisions.length).toBeGreaterThan(0);
    for (const c of o.collisions) {
      const authors = new Set(c.items.map((i) => JSON.stringify(live[i]!['Author'])));
      const titles = new Set(c.items.map((i) => JSON.stringify(live[i]!['BookTitle'])));
      expect(authors.size).toBe(1);
      expect(titles.size).toBe(1);
      expect(c.items.length).toBeGreaterThan(1);
      expect(Object.keys(c.key)).toEqual(['BookTitle', 'Author']);
    }
    // Every edition of a title by one author collides: count them independently.
    const groups = new Map<string, number>();
    for (const it of live) {
      const k = JSON.stringify([it['BookTitle'], it['Author']]);
      groups.set(k, (groups.get(k) ?? 0) + 1);
    }
    expect(o.collisions.length).toBe([...groups.values()].filter((n) => n > 1).length);
  });

  it('reports items matching two entities as ambiguous', () => {
    const design: Design = {
      name: 'overlap',
      tables: [
        {
          name: 't',
          partitionKey: { name: 'PK', type: 'S' },
          globalSecondaryIndexes: [],
          localSecondaryIndexes: [],
          items: []
        }
      ],
      entities: [
        { name: 'A', table: 't', attributes: [], keys: { PK: 'X#${a}' }, items: [] },
        { name: 'B', table: 't', attributes: [], keys: { PK: '${b}' }, items: [] }
      ],
      accessPatterns: []
    };
    const o = overlayDesign(design, 't', [{ PK: { S: 'X#1' } }, { PK: { S: 'Y' } }]);
    expect(o.ambiguous).toEqual([{ item: 0, entities: ['A', 'B'] }]);
    expect([...o.members]).toEqual([
      ['A', []],
      ['B', [1]]
    ]);
  });

  it('names an unknown table with the ones there are', () => {
    expect(() => overlayDesign(gaming, 'nope', [])).toThrow(
      'the design has no table "nope"; pick one of "battle-royale"'
    );
  });
});
