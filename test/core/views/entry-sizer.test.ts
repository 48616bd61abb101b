import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { GlobalSecondaryIndex, Projection } from '../../../src/core/model/design.ts';
import { entrySizer } from '../../../src/core/views/entry-sizer.ts';
import { builtEntrySize } from './built-entry-size.ts';
import { entityDesign, gsi, lsi, makeDesign, makeTable, PROJECTIONS } from './make-design.ts';

// The third GSI's key has two partition and two sort attributes (multi-attribute keys).
const multi = (projection: Projection): GlobalSecondaryIndex => ({
  ...gsi('ByMany', ['region', 'S'], ['round', 'N'], projection),
  morePartitionKeys: [{ name: 'tier', type: 'S' }],
  moreSortKeys: [{ name: 'score', type: 'N' }]
});

describe('entrySizer', () => {
  it('sizes every index entry as the index holds it: keys, every key part, and what INCLUDE names (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            k: fc.integer({ min: 0, max: 3 }),
            s: fc.integer({ min: 0, max: 9 }),
            region: fc.option(fc.constantFrom('eu', 'üs'), { nil: undefined }),
            tier: fc.option(fc.constantFrom('a', 'b'), { nil: undefined }),
            round: fc.option(fc.integer({ min: -3, max: 300 }), { nil: undefined }),
            score: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
            note: fc.option(fc.string({ maxLength: 12 }), { nil: undefined })
          }),
          { maxLength: 25 }
        ),
        fc.constantFrom(...PROJECTIONS),
        (rows, projection) => {
          const d = entityDesign(
            {
              gsis: [gsi('ByG', ['GSI1PK', 'S'], undefined, projection), multi(projection)],
              lsis: [lsi('ByNote', ['note', 'S'], projection)]
            },
            rows
          );
          const table = analyzeDesign(d, { checkItemSizes: false }).tables[0]!;
          for (const view of table.views.slice(1)) {
            const size = entrySizer(table.resolved, view);
            if (projection.type === 'ALL') expect(size).toBeUndefined();
            else
              for (const order of view.orders)
                expect(size!(order)).toBe(builtEntrySize(table.resolved, view, order));
          }
        }
      ),
      { seed: 24, numRuns: 120 }
    );
  });

  it('is undefined for the table’s own view, whose entries are whole items', () => {
    const d = makeDesign([
      makeTable({ gsis: [gsi('ByG', ['g', 'S'], undefined, { type: 'KEYS_ONLY' })] })
    ]);
    const table = analyzeDesign(d).tables[0]!;
    expect(entrySizer(table.resolved, table.views[0]!)).toBeUndefined();
  });
});
