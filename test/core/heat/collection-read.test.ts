import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { collectionReadBytes } from '../../../src/core/heat/collection-read.ts';
import { viewColumns } from '../../../src/core/heat/view-columns.ts';
import type { SortKeyOperator } from '../../../src/core/model/design.ts';
import { evaluateQuery } from '../../../src/core/query/evaluate-query.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

const OPS: SortKeyOperator[] = ['=', '<', '<=', '>', '>=', 'BETWEEN', 'begins_with'];

describe('collectionReadBytes', () => {
  it('reads what evaluateQuery reads, for any condition, direction and Limit (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            k: fc.integer({ min: 0, max: 2 }),
            s: fc.stringMatching(/^[ab]{0,3}$/),
            pad: fc.integer({ min: 0, max: 400_000 })
          }),
          { minLength: 1, maxLength: 25 }
        ),
        fc.constantFrom(...OPS),
        fc.stringMatching(/^[ab]{0,2}$/),
        fc.stringMatching(/^[ab]{0,3}$/),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
        fc.boolean(),
        (rows, operator, value, upper, limit, forward) => {
          const d = makeDesign(
            [makeTable()],
            [
              makeEntity(
                'E',
                { PK: 'K#${k}', SK: 'S${s}' },
                rows.map((r) => item({ k: String(r.k), s: r.s, blob: 'x'.repeat(r.pad) }))
              )
            ]
          );
          const a = analyzeDesign(d, { checkItemSizes: false });
          const ta = a.tables[0]!;
          const view = ta.views[0]!;
          const cols = viewColumns(ta.resolved, view);
          const sort = {
            operator,
            value: { S: `S${value}` },
            ...(operator === 'BETWEEN' ? { upper: { S: `S${upper}` } } : {})
          };
          for (let c = 0; c < view.collectionCount; c++) {
            const want = evaluateQuery(
              ta.resolved,
              view,
              { partitionValue: view.collectionPk(c), sort },
              {
                scanIndexForward: forward,
                ...(limit !== undefined ? { limit } : {})
              }
            ).bytesRead;
            expect(collectionReadBytes(ta.resolved, view, cols, c, { sort, limit, forward })).toBe(
              want
            );
          }
        }
      ),
      { seed: 13, numRuns: 150 }
    );
  });

  it('skips overwritten entries, as the table holds only the last write', () => {
    const d = makeDesign(
      [makeTable()],
      [makeEntity('E', { PK: 'P', SK: 'S' }, [item({ a: 'x'.repeat(100) }), item({ a: 'y' })])]
    );
    const ta = analyzeDesign(d).tables[0]!;
    const view = ta.views[0]!;
    const bytes = collectionReadBytes(ta.resolved, view, viewColumns(ta.resolved, view), 0, {
      forward: true
    });
    expect(bytes).toBe(ta.resolved.storedSize(1));
  });
});
