import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { largestCollections } from '../../../src/core/inspect/largest-collections.ts';
import { storedSizes } from '../../../src/core/heat/view-columns.ts';
import type { ResolvedTable } from '../../../src/core/views/resolved-table.ts';
import type { View } from '../../../src/core/views/view.ts';
import { example } from '../../helpers/example.ts';
import { gsi, item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

/** The oracle: every collection made whole, its live entries counted and sized, sorted. */
function bruteForce(resolved: ResolvedTable, view: View, n: number) {
  return view.collections
    .map((c, collection) => {
      const live = c.entries.filter((e) => !e.overwrittenBy);
      return {
        pk: c.pk,
        collection,
        items: live.length,
        bytes: live.reduce((sum, e) => sum + resolved.storedSize(e.item.order), 0)
      };
    })
    .sort((a, b) => b.items - a.items || a.collection - b.collection)
    .slice(0, n);
}

const designs = ['gaming', 'library-author-only', 'todo-graph'] as const;

describe('largestCollections', () => {
  it('agrees with sizing every collection whole, on every view and any n', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...designs),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 15 }),
        (name, perEntity, seed, n) => {
          const design = generateDesignItems(example(name), perEntity, seed);
          for (const t of analyzeDesign(design).tables)
            for (const view of t.views) {
              const want = bruteForce(t.resolved, view, n);
              expect(largestCollections(t.resolved, view, n)).toEqual(want);
              // The same read from the table's stored sizes, as heat measured them.
              expect(largestCollections(t.resolved, view, n, storedSizes(t.resolved))).toEqual(
                want
              );
            }
        }
      ),
      { numRuns: 40 }
    );
  });

  it('leaves out entries another item overwrote', () => {
    const t = analyzeDesign(example('library-author-only')).tables[0]!;
    const table = t.views[0]!;
    expect(table.overwrites).not.toBeNull();
    const all = largestCollections(t.resolved, table, table.collectionCount);
    expect(all.reduce((sum, c) => sum + c.items, 0)).toBe(table.itemCount);
  });
});

describe('largestCollections of an index that projects keys only', () => {
  it('sizes each entry as the index holds it: PK "K#1" 2 + 3, SK "S#1" 2 + 3, GSI1PK "G#1" 6 + 3 = 19 bytes', () => {
    const d = makeDesign(
      [makeTable({ gsis: [gsi('ByG', ['GSI1PK', 'S'], undefined, { type: 'KEYS_ONLY' })] })],
      [
        makeEntity('E', { PK: 'K#${k}', SK: 'S#${k}', GSI1PK: 'G#${k}' }, [
          item({ k: '1', pad: 'x'.repeat(1000) })
        ])
      ]
    );
    const table = analyzeDesign(d).tables[0]!;
    expect(largestCollections(table.resolved, table.views[1]!, 1)[0]!.bytes).toBe(19);
  });
});
