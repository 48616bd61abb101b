import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { locateRow } from '../../../src/core/rows/locate-row.ts';
import { viewLayout, viewRows, type Collapse } from '../../../src/core/rows/view-rows.ts';
import { example } from '../../helpers/example.ts';

const OPEN: Collapse = { all: false, toggled: new Set() };
const ALL: Collapse = { all: true, toggled: new Set() };

describe('locateRow', () => {
  const ta = analyzeDesign(example('gaming')).tables[0]!;
  const view = ta.views[0]!;

  it('finds typed text at its collection’s header, collapsed when the collection is', () => {
    const layout = viewLayout(view, ALL);
    const hit = locateRow(view, layout, ALL, { kind: 'text', text: 'GAME#' })!;
    expect(hit.collapsed).toBe(true);
    const win = viewRows(ta.resolved, view, layout, ALL, 0, layout.total);
    expect(win.rows[hit.row]).toMatchObject({ kind: 'collection', id: hit.id });
  });

  it('finds an item by write order at its own row in an open collection', () => {
    const order = view.collections[2]!.entries[1]!.item.order;
    const open = viewLayout(view, OPEN);
    const at = locateRow(view, open, OPEN, { kind: 'item', order })!;
    expect(viewRows(ta.resolved, view, open, OPEN, at.row, at.row + 1).rows[0]).toMatchObject({
      kind: 'item',
      order
    });
  });

  it('answers null for text no collection starts with', () => {
    const open = viewLayout(view, OPEN);
    expect(locateRow(view, open, OPEN, { kind: 'text', text: 'nope' })).toBeNull();
  });
});
