import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { multiKeyReadBytes } from '../../../src/core/heat/multi-key-read-bytes.ts';
import { itemSize } from '../../../src/core/items/item-size.ts';
import { storedItem } from '../../../src/core/views/resolve-items.ts';
import { example } from '../../helpers/example.ts';

const design = example('tournament');
const ta = analyzeDesign(design).tables[0]!;
const view = ta.views[1]!;
const pattern = (name: string) => design.accessPatterns.find((p) => p.name === name)!;
const naEast = view.collectionOfParts([{ S: 'WINTER2026' }, { S: 'NA-EAST' }])!;
const c = view.byId.get(naEast.id) ? view.collections.indexOf(naEast) : -1;
/** The summed sizes of the collection's items whose sort parts pass `keep`. */
const bytes = (keep: (round: string, bracket: string) => boolean) =>
  naEast.entries
    .filter((e) => keep((e.skParts![0] as { S: string }).S, (e.skParts![1] as { S: string }).S))
    .reduce((n, e) => n + itemSize(storedItem(ta.resolved, e.item)), 0);

describe('multiKeyReadBytes', () => {
  it('reads the whole tuple’s collection when the pattern gives no sort condition', () => {
    const got = multiKeyReadBytes(
      ta.resolved,
      view,
      pattern("A tournament's matches in a region"),
      c,
      new Map()
    );
    expect(got).toBe(bytes(() => true));
  });

  it('reads only the sort prefix the conditions select, rendered from the parameters', () => {
    const p = pattern('One bracket of a round');
    const got = multiKeyReadBytes(ta.resolved, view, p, c, new Map(Object.entries(p.parameters)));
    expect(got).toBe(bytes((round, bracket) => round === 'QUARTERFINALS' && bracket === 'UPPER'));
    expect(got).toBeLessThan(bytes(() => true));
  });

  it('is NaN when a sort condition needs a parameter nobody gives', () => {
    expect(
      multiKeyReadBytes(ta.resolved, view, pattern('One bracket of a round'), c, new Map())
    ).toBeNaN();
  });
});
