import { describe, expect, it } from 'vitest';
import { layoutRows, rowAt } from '../../../src/core/rows/layout-rows.ts';

describe('layoutRows and rowAt', () => {
  it('puts each header before its entries, skipping the entries of collapsed collections', () => {
    const open = layoutRows([2, 3], () => false);
    expect([...open.starts]).toEqual([0, 3]);
    expect(open.total).toBe(7);
    const collapsed = layoutRows([2, 3], (i) => i === 0);
    expect([...collapsed.starts]).toEqual([0, 1]);
    expect(collapsed.total).toBe(5);
  });

  it.each([false, true])(
    'lays out the same with one answer for every collection (collapsed: %s), given as a flag or per collection',
    (all) => {
      const sizes = [2, 0, 3, 1];
      expect(layoutRows(sizes, all)).toEqual(layoutRows(sizes, () => all));
    }
  );

  it('maps every row back to its collection and entry', () => {
    const layout = layoutRows([2, 0, 3], () => false);
    const rows = Array.from({ length: layout.total }, (_, r) => rowAt(layout, r));
    expect(rows).toEqual([
      { collection: 0, entry: -1 },
      { collection: 0, entry: 0 },
      { collection: 0, entry: 1 },
      { collection: 1, entry: -1 },
      { collection: 2, entry: -1 },
      { collection: 2, entry: 0 },
      { collection: 2, entry: 1 },
      { collection: 2, entry: 2 }
    ]);
    expect(rowAt(layout, -1)).toBeNull();
    expect(rowAt(layout, layout.total)).toBeNull();
    expect(
      rowAt(
        layoutRows([], () => false),
        0
      )
    ).toBeNull();
  });

  it('lays out a million rows quickly', () => {
    const sizes = new Int32Array(100_000).fill(10);
    const layout = layoutRows(sizes, () => false);
    expect(layout.total).toBe(1_100_000);
    expect(rowAt(layout, 1_099_999)).toEqual({ collection: 99_999, entry: 9 });
  });
});
