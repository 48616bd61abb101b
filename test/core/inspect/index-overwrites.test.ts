import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { indexOverwrites } from '../../../src/core/inspect/index-overwrites.ts';
import { example } from '../../helpers/example.ts';

describe('indexOverwrites', () => {
  it('maps each overwritten item of the table view to the item that replaced it', () => {
    const view = analyzeDesign(example('library-author-only')).tables[0]!.views[0]!;
    const want = new Map<number, string>();
    for (const c of view.collections)
      for (const e of c.entries)
        if (e.overwrittenBy) want.set(e.item.order, e.overwrittenBy.source);
    expect(want.size).toBeGreaterThan(0);
    const got = indexOverwrites(view);
    expect(new Map([...got].map(([order, winner]) => [order, winner.source]))).toEqual(want);
  });

  it('is empty when nothing collides', () => {
    expect(indexOverwrites(analyzeDesign(example('gaming')).tables[0]!.views[0]!).size).toBe(0);
  });
});
