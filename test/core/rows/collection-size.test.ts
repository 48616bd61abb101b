import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { collectionSize } from '../../../src/core/rows/collection-size.ts';
import { builtEntrySize } from '../views/built-entry-size.ts';
import { gsi, item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

describe('collectionSize', () => {
  it('is the sum of its live entries built whole and measured: items as stored, a KEYS_ONLY index’s as it holds them (property)', () => {
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
            [makeTable({ gsis: [gsi('ByG', ['GSI1PK', 'S'], undefined, { type: 'KEYS_ONLY' })] })],
            [
              makeEntity(
                'E',
                { PK: 'K#${k}', SK: 'S#${s}', GSI1PK: 'G#${s}' },
                rows.map((r) =>
                  item({ k: r.k, s: r.s, pad: r.pad, ...(r.own ? { PK: r.own } : {}) })
                )
              )
            ]
          );
          const table = analyzeDesign(d, { checkItemSizes: false }).tables[0]!;
          const [whole, keysOnly] = table.views;
          for (const view of [whole!, keysOnly!])
            for (let c = 0; c < view.collectionCount; c++) {
              const collection = view.collection(c);
              let want = 0;
              for (const entry of collection.entries)
                if (!entry.overwrittenBy)
                  want += builtEntrySize(table.resolved, view, entry.item.order);
              expect(collectionSize(table.resolved, view, collection)).toBe(want);
            }
        }
      ),
      { seed: 24, numRuns: 150 }
    );
  });
});
