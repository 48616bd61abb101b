import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { itemSize } from '../../../src/core/items/item-size.ts';
import { collectionSize } from '../../../src/core/rows/collection-size.ts';
import { storedItem } from '../../../src/core/views/resolve-items.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

describe('collectionSize', () => {
  it('is the sum of its live items built whole as stored and measured; overwritten ones are gone (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            k: fc.integer({ min: 0, max: 3 }),
            // Few sort values, so items often land on one key and the later overwrites.
            s: fc.integer({ min: 0, max: 3 }),
            own: fc.option(fc.constantFrom('x', 'ü§'), { nil: undefined }),
            pad: fc.string({ maxLength: 30 })
          }),
          { maxLength: 30 }
        ),
        (rows) => {
          const d = makeDesign(
            [makeTable()],
            [
              makeEntity(
                'E',
                { PK: 'K#${k}', SK: 'S#${s}' },
                rows.map((r) =>
                  item({ k: r.k, s: r.s, pad: r.pad, ...(r.own ? { PK: r.own } : {}) })
                )
              )
            ]
          );
          const table = analyzeDesign(d, { checkItemSizes: false }).tables[0]!;
          const view = table.views[0]!;
          for (let c = 0; c < view.collectionCount; c++) {
            const collection = view.collection(c);
            let want = 0;
            for (const entry of collection.entries)
              if (!entry.overwrittenBy) want += itemSize(storedItem(table.resolved, entry.item));
            expect(collectionSize(table.resolved, collection)).toBe(want);
          }
        }
      ),
      { seed: 24, numRuns: 150 }
    );
  });
});
