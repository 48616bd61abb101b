import { describe, expect, it } from 'vitest';
import type { WindowRow } from '../../../src/core/rows/view-rows.ts';
import { pinnedCollection } from '../../../src/ui/table/pinned-collection.ts';

const header = (row: number, collection: number, pk: string, live: number): WindowRow => ({
  kind: 'collection',
  row,
  collection,
  id: pk,
  pk: { text: pk },
  live,
  bytes: 2048,
  collapsed: false
});
const item = (row: number, collection: number, pk: string): WindowRow => ({
  kind: 'item',
  row,
  collection,
  order: row,
  pk: { text: pk },
  sk: { text: `SK#${row}` },
  entity: null,
  overwrittenBy: null,
  cells: [],
  more: 0
});

// Row 0 heads USER#1 (rows 1–2), row 3 heads USER#2 (row 4).
const rows = [
  header(0, 0, 'USER#1', 2),
  item(1, 0, 'USER#1'),
  item(2, 0, 'USER#1'),
  header(3, 1, 'USER#2', 1),
  item(4, 1, 'USER#2')
];

describe('pinnedCollection', () => {
  it('names the collection of the top item row, with its size from its header', () => {
    expect(pinnedCollection(rows, 28, 28)).toEqual({
      pk: 'USER#1',
      meta: '2 items · 2.0 KB',
      offset: 0
    });
  });

  it('is pushed up by the next collection’s header as it scrolls in', () => {
    // Row 2 at the top, scrolled 10 px into it: row 3 (a header) is next.
    expect(pinnedCollection(rows, 2 * 28 + 10, 28)).toMatchObject({ pk: 'USER#1', offset: -10 });
  });

  it('says "item" for a collection of one', () => {
    expect(pinnedCollection(rows, 4 * 28, 28)).toMatchObject({
      pk: 'USER#2',
      meta: '1 item · 2.0 KB'
    });
  });

  it('pins nothing when the top row is a header, or not in the window', () => {
    expect(pinnedCollection(rows, 0, 28)).toBeNull();
    expect(pinnedCollection(rows, 3 * 28, 28)).toBeNull();
    expect(pinnedCollection(rows, 40 * 28, 28)).toBeNull();
  });

  it('names the collection without a size when its header has scrolled out of the window', () => {
    expect(pinnedCollection(rows.slice(1), 28, 28)).toEqual({ pk: 'USER#1', meta: '', offset: 0 });
  });
});
