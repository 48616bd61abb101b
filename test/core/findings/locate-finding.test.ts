import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { countItems } from '../../../src/core/items/count-items.ts';
import { findCollection } from '../../../src/core/rows/find-collection.ts';
import { findEntry } from '../../../src/core/rows/find-entry.ts';
import { indexItemSources } from '../../helpers/index-item-sources.ts';
import { locateFinding } from '../../../src/core/findings/locate-finding.ts';
import { blankDesign } from '../../../src/core/edits/blank-design.ts';
import { example } from '../../helpers/example.ts';

describe('locateFinding', () => {
  const items = new Set(['$.entities[0].items[3]', '$.tables[0].items[1]']);
  const cases: [string, ReturnType<typeof locateFinding>][] = [
    ['$.entities[0].items[3]', { kind: 'item', source: '$.entities[0].items[3]' }],
    ['$.entities[0].items[3].name', { kind: 'item', source: '$.entities[0].items[3]' }],
    ['$.entities[0].items[3]["odd name"].M', { kind: 'item', source: '$.entities[0].items[3]' }],
    ['$.entities[2].keys.SK', { kind: 'template', entity: 2, attribute: 'SK' }],
    ['$.entities[2].keys["GSI-1"]', { kind: 'template', entity: 2, attribute: 'GSI-1' }],
    ['$.entities[1].keys', { kind: 'template', entity: 1, attribute: null }],
    ['$.accessPatterns[4].partitionKey', { kind: 'pattern', index: 4 }],
    ['$.tables[0].name', { kind: 'none' }]
  ];
  it.each(cases)('%s', (path, expected) => {
    expect(locateFinding(path, (s) => items.has(s))).toEqual(expected);
  });
});

describe('small studio lookups', () => {
  const gaming = example('gaming');
  const analysis = analyzeDesign(gaming);
  const table = analysis.tables[0]!;

  it('countItems counts table and entity items', () => {
    expect(countItems(gaming)).toBe(22);
    expect(countItems(blankDesign())).toBe(0);
  });

  it('findCollection matches exactly first, then by prefix', () => {
    const view = table.views[0]!;
    const exact = findCollection(view, 'USER#johnny');
    expect(view.collections[exact]!.id).toBe('USER#johnny');
    expect(view.collections[findCollection(view, 'USER#')]!.id.startsWith('USER#')).toBe(true);
    expect(findCollection(view, 'nothing')).toBe(-1);
    expect(findCollection(view, '  ')).toBe(-1);
  });

  it('findEntry finds an item by write order; indexItemSources by source path', () => {
    const view = table.views[0]!;
    const at = findEntry(view, 6)!;
    expect(view.collections[at.collection]!.entries[at.entry]!.item.order).toBe(6);
    expect(findEntry(view, 999)).toBeNull();
    expect(indexItemSources(analysis).get('$.entities[1].items[0]')).toEqual({
      table: 0,
      order: 6
    });
  });
});
