import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import {
  MAX_COLUMNS,
  viewLayout,
  viewRows,
  type Collapse
} from '../../../src/core/rows/view-rows.ts';
import { summarizeAnalysis } from '../../../src/core/session/summarize-analysis.ts';
import { cellText } from '../../../src/core/text/cell-text.ts';
import { contentTop, scrollScale, scrollTopFor } from '../../../src/core/rows/scaled-scroll.ts';
import { example } from '../../helpers/example.ts';
import { builtEntry } from '../views/built-entry-size.ts';
import { entityDesign, gsi, lsi, PROJECTIONS } from '../views/make-design.ts';

const OPEN: Collapse = { all: false, toggled: new Set() };

describe('viewRows', () => {
  const design = example('gaming');
  const ta = analyzeDesign(design).tables[0]!;
  const view = ta.views[0]!;

  it('lays out headers then items, as plain structured-cloneable data', () => {
    const layout = viewLayout(view, OPEN);
    const win = viewRows(ta.resolved, view, layout, OPEN, 0, layout.total);
    expect(win.total).toBe(view.collections.length + view.itemCount);
    expect(win.rows[0]).toMatchObject({ kind: 'collection', row: 0, collapsed: false });
    expect(win.rows[1]).toMatchObject({ kind: 'item', row: 1 });
    expect(structuredClone(win)).toEqual(win);
    // Key attributes of the view are not attribute columns.
    expect(win.columns).not.toContain('PK');
    expect(win.columns.length).toBeLessThanOrEqual(MAX_COLUMNS);
    for (const r of win.rows)
      if (r.kind === 'item') expect(r.cells.length).toBe(win.columns.length);
  });

  it('clips to the layout and skips collapsed entries', () => {
    const all: Collapse = { all: true, toggled: new Set() };
    const layout = viewLayout(view, all);
    expect(layout.total).toBe(view.collections.length);
    const win = viewRows(ta.resolved, view, layout, all, -5, 1e9);
    expect(win.rows.every((r) => r.kind === 'collection' && r.collapsed)).toBe(true);
  });

  it('summaries count views, absences and rejections', () => {
    const s = summarizeAnalysis(analyzeDesign(design));
    expect(s[0]!.views.map((v) => v.collections)).toEqual(
      ta.views.map((v) => v.collections.length)
    );
    expect(s[0]!.rejectedCount).toBe(0);
  });
});

describe('cellText and scrollScale', () => {
  it('cuts long text with a tooltip', () => {
    expect(cellText('abc')).toEqual({ text: 'abc' });
    const c = cellText('x'.repeat(5000));
    expect(c.text).toBe('x'.repeat(200) + '…');
    expect(c.title!.length).toBe(4001);
  });

  it('maps a tall list onto a capped spacer, both ways', () => {
    expect(scrollScale(100, 28, 500)).toEqual({ spacer: 2800, content: 2800, ratio: 1 });
    const s = scrollScale(2_000_000, 28, 500);
    expect(s.spacer).toBe(15_000_000);
    // The last spacer position shows the last rows.
    expect(contentTop(s, s.spacer - 500)).toBeCloseTo(s.content - 500, 3);
    expect(scrollTopFor(s, contentTop(s, 1234))).toBeCloseTo(1234, 6);
  });
});

describe('viewRows of a multi-attribute index', () => {
  const ta = analyzeDesign(example('tournament')).tables[0]!;
  const view = ta.views[1]!;
  const layout = viewLayout(view, OPEN);
  const win = viewRows(ta.resolved, view, layout, OPEN, 0, layout.total);

  it('heads each collection with its partition attributes named, their types in the tooltip', () => {
    const header = win.rows.find((r) => r.kind === 'collection')!;
    expect(header.pk).toEqual({
      text: 'tournamentId = SPRING2026 · region = NA-EAST',
      title: 'tournamentId (S) = SPRING2026 · region (S) = NA-EAST'
    });
  });

  it('gives the sort attributes the first columns, in KeySchema order', () => {
    expect(win.columns.slice(0, 3)).toEqual(['round', 'bracket', 'matchId']);
    expect(win.columns).not.toContain('tournamentId');
    expect(win.columns).not.toContain('region');
    const item = win.rows.find((r) => r.kind === 'item');
    expect(item?.kind === 'item' && item.cells.slice(0, 3)).toEqual([
      { text: 'QUARTERFINALS' },
      { text: 'UPPER' },
      { text: 'match-011' }
    ]);
  });
});

describe('viewRows of an index projecting less than the whole item', () => {
  it('shows each entry’s attributes as the index holds them, the view’s keys aside (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            k: fc.integer({ min: 0, max: 3 }),
            s: fc.integer({ min: 0, max: 9 }),
            g: fc.option(fc.constantFrom('x', 'y'), { nil: undefined }),
            note: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
            other: fc.option(fc.integer(), { nil: undefined })
          }),
          { maxLength: 20 }
        ),
        fc.constantFrom(...PROJECTIONS),
        (rows, projection) => {
          const d = entityDesign(
            {
              gsis: [
                gsi('ByG', ['GSI1PK', 'S'], ['g', 'S'], projection),
                gsi('ByNote', ['note', 'S'], undefined, projection)
              ],
              lsis: [lsi('ByOther', ['other', 'N'], projection)]
            },
            rows
          );
          const table = analyzeDesign(d, { checkItemSizes: false }).tables[0]!;
          for (const view of table.views) {
            const layout = viewLayout(view, OPEN);
            const win = viewRows(table.resolved, view, layout, OPEN, 0, layout.total);
            const keys = new Set([view.spec.partitionKey.name, view.spec.sortKey?.name]);
            for (const r of win.rows) {
              if (r.kind !== 'item' || r.overwrittenBy) continue;
              const shown = win.columns.filter((_, c) => r.cells[c] !== null);
              const entry = builtEntry(table.resolved, view, r.order);
              expect(r.more).toBe(0);
              expect(shown.sort()).toEqual(
                Object.keys(entry)
                  .filter((n) => !keys.has(n))
                  .sort()
              );
            }
          }
        }
      ),
      { seed: 24, numRuns: 100 }
    );
  });
});
