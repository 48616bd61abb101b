import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { findingItem } from '../../../src/core/findings/finding-item.ts';
import { itemPlaces } from '../../../src/core/inspect/item-places.ts';
import { example } from '../../helpers/example.ts';

describe('findingItem', () => {
  const design = example('gaming');
  const places = itemPlaces(
    design,
    analyzeDesign(design).tables.map((t) => t.resolved)
  );

  it.each([
    ['$.entities[1].items[0]', { table: 0, order: 6 }],
    ['$.entities[1].items[0].gameId', { table: 0, order: 6 }],
    ['$.entities[0].items[2]["odd name"].M.x', { table: 0, order: 2 }],
    ['$.entities[0].keys.PK', null],
    ['$.accessPatterns[0].partitionKey', null],
    ['$.entities[0].items[99].name', null],
    ['$', null]
  ])('%s → %j', (path, want) => {
    expect(findingItem(path, places)).toEqual(want);
  });

  it('finds the item of every item finding the analysis reports', () => {
    const colliding = example('library-author-only');
    const analysis = analyzeDesign(colliding);
    const lookup = itemPlaces(
      colliding,
      analysis.tables.map((t) => t.resolved)
    );
    const collisions = analysis.findings.filter((f) => f.code === 'key.collision');
    expect(collisions.length).toBeGreaterThan(0);
    for (const f of collisions) {
      const place = findingItem(f.path, lookup)!;
      expect(analysis.tables[place.table]!.resolved.item(place.order)!.source).toBe(f.path);
    }
  });
});
