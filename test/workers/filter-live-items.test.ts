import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../src/core/export/table-items.ts';
import type { Design } from '../../src/core/model/design.ts';
import { buildReadFilter } from '../../src/core/query/build-read-filter.ts';
import type { ReadFilter } from '../../src/core/query/read-filter.ts';
import { filterLiveItems } from '../../src/workers/filter-live-items.ts';
import { applyLiveChange } from '../../src/workers/live-change.ts';
import { example } from '../helpers/example.ts';

const live = ((): Design => {
  const analysed = analyzeDesign(example('gaming')).tables[0]!;
  return {
    name: 'Live: battle-royale',
    tables: [{ ...analysed.table, items: tableItems(analysed) }],
    entities: [],
    accessPatterns: []
  };
})();

function filter(attribute: string, value: string): ReadFilter {
  const r = buildReadFilter([{ attribute, operator: '=', type: 'S', value }]);
  if (!r.ok) throw new Error(r.message);
  return r.filter;
}

describe('filterLiveItems (a find in the loaded items)', () => {
  it('keeps the items the filter matches, in their order, and tells how many of how many', () => {
    const { design, about } = filterLiveItems(live, filter('creator', 'johnny'));
    const all = live.tables[0]!.items;
    const oracle = all.filter(
      (i) => i['creator'] && 'S' in i['creator'] && i['creator'].S === 'johnny'
    );
    expect(oracle.length).toBeGreaterThan(0);
    expect(design.tables[0]!.items).toEqual(oracle);
    expect(about).toEqual({ kind: 'filter', items: oracle.length, of: all.length });
  });

  it('keeps itemSources parallel to the items kept', () => {
    const items = live.tables[0]!.items;
    const sourced: Design = {
      ...live,
      tables: [{ ...live.tables[0]!, itemSources: items.map((_, i) => `$[${i}]`) }]
    };
    const { design } = filterLiveItems(sourced, filter('map', 'Green Grasslands'));
    const kept = design.tables[0]!;
    expect(kept.itemSources).toEqual(kept.items.map((i) => `$[${items.indexOf(i)}]`));
  });

  it('is the live change the worker applies for kind "filter"', () => {
    const f = filter('creator', 'johnny');
    expect(applyLiveChange(live, { kind: 'filter', filter: f })).toEqual(filterLiveItems(live, f));
  });

  it('refuses a filter that cannot run, with its message', () => {
    expect(() =>
      filterLiveItems(live, { expression: 'a = :missing', names: [], values: [] })
    ).toThrow(
      /An expression attribute value used in expression is not defined; attribute value: :missing/
    );
  });
});
