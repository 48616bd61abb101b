import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { emptyMap, type AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { indexItemSources } from '../../helpers/index-item-sources.ts';
import { itemPlaces } from '../../../src/core/inspect/item-places.ts';
import { example } from '../../helpers/example.ts';

const item = (id: string): AttributeMap => Object.assign(emptyMap(), { PK: { S: id } });

/** Two tables; table items and entity items, some with imported source paths. */
function imported(): Design {
  const table = (name: string, items: AttributeMap[], itemSources?: string[]) => ({
    name,
    partitionKey: { name: 'PK', type: 'S' as const },
    globalSecondaryIndexes: [],
    localSecondaryIndexes: [],
    items,
    ...(itemSources ? { itemSources } : {})
  });
  const entity = (name: string, t: string, items: AttributeMap[], itemSources?: string[]) => ({
    name,
    table: t,
    attributes: [],
    keys: {},
    items,
    ...(itemSources ? { itemSources } : {})
  });
  return {
    name: 'imported',
    tables: [
      table('A', [item('a0'), item('a1')], ['$.DataModel[0].TableData[0]']),
      table('B', [item('b0')])
    ],
    entities: [
      entity('E', 'B', [item('e0'), item('e1')], ['$.DataModel[1].TableFacets[0].TableData[0]']),
      entity('F', 'A', [item('f0')]),
      entity('G', 'Nowhere', [item('g0')])
    ],
    accessPatterns: []
  };
}

describe('itemPlaces', () => {
  it.each(['gaming', 'library', 'library-author-only', 'todo-graph', 'people-music'])(
    '%s: finds every item by its source, as a full index of the analysis does',
    (name) => {
      const design = example(name);
      const analysis = analyzeDesign(design);
      const places = itemPlaces(
        design,
        analysis.tables.map((t) => t.resolved)
      );
      const index = indexItemSources(analysis);
      expect(index.size).toBeGreaterThan(0);
      for (const [source, place] of index) expect(places(source)).toEqual(place);
    }
  );

  it('follows imported source paths and falls back to native paths where there are none', () => {
    const design = imported();
    const analysis = analyzeDesign(design);
    const places = itemPlaces(
      design,
      analysis.tables.map((t) => t.resolved)
    );
    const index = indexItemSources(analysis);
    expect([...index.keys()]).toContain('$.tables[0].items[1]');
    expect([...index.keys()]).toContain('$.DataModel[1].TableFacets[0].TableData[0]');
    for (const [source, place] of index) expect(places(source)).toEqual(place);
    expect(index.size).toBe(6);
  });

  it.each([
    ['a native path replaced by an imported one', '$.tables[0].items[0]'],
    ['an index past the end', '$.tables[1].items[1]'],
    ['an entity past the end', '$.entities[9].items[0]'],
    ['an entity of a table the design lacks', '$.entities[2].items[0]'],
    ['a leading zero', '$.tables[0].items[01]'],
    ['a path inside an item', '$.tables[0].items[1].PK'],
    ['something else', '$.accessPatterns[0]']
  ])('finds nothing for %s', (_, source) => {
    const design = imported();
    const places = itemPlaces(
      design,
      analyzeDesign(design).tables.map((t) => t.resolved)
    );
    expect(places(source)).toBeUndefined();
  });

  it('finds nothing the analysis does not confirm (an analysis of an older design)', () => {
    const older = example('gaming');
    const analysis = analyzeDesign(older);
    // One more table item moves every entity item one place later in write order.
    const design = editDesign(older, {
      kind: 'add-items',
      owner: { kind: 'table', index: 0 },
      items: [Object.assign(emptyMap(), { PK: { S: 'x' }, SK: { S: 'y' } })]
    });
    const places = itemPlaces(
      design,
      analysis.tables.map((t) => t.resolved)
    );
    expect(places('$.entities[0].items[0]')).toBeUndefined();
    expect(
      itemPlaces(
        older,
        analysis.tables.map((t) => t.resolved)
      )('$.entities[0].items[0]')
    ).toEqual({
      table: 0,
      order: 0
    });
  });

  it('does not modify the design', () => {
    const design = imported();
    const before = JSON.stringify(design);
    itemPlaces(
      design,
      analyzeDesign(design).tables.map((t) => t.resolved)
    )('$.tables[1].items[0]');
    expect(JSON.stringify(design)).toBe(before);
  });
});
