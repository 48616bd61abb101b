import { describe, expect, it } from 'vitest';
import type { WindowRow } from '../../../src/core/rows/view-rows.ts';
import {
  ENTITY_CHARS_MAX,
  KEY_CHARS_MAX,
  KEY_CHARS_MIN,
  keyColumnChars
} from '../../../src/ui/table/key-column-chars.ts';

const item = (pk: string, sk: string, entity: string | null, row = 1): WindowRow => ({
  kind: 'item',
  row,
  collection: 0,
  order: row,
  pk: { text: pk },
  sk: { text: sk },
  entity,
  overwrittenBy: null,
  cells: [],
  more: 0
});
const header = (pk: string): WindowRow => ({
  kind: 'collection',
  row: 0,
  collection: 0,
  id: pk,
  pk: { text: pk },
  live: 1,
  bytes: 10,
  collapsed: false
});

describe('keyColumnChars', () => {
  it.each([
    ['no rows: the minimum', [], KEY_CHARS_MIN],
    [
      'the longest value of each column',
      [
        item('GAME#0ab37cf1', '#METADATA#0ab37cf1', 'Game'),
        item('GAME#1', 'USER#a', 'UserGameMapping')
      ],
      { pk: 13, sk: 18, entity: 15 }
    ],
    ['no entity', [item('a', 'b', null)], { pk: 10, sk: 10, entity: 11 }],
    [
      'capped at a generous length',
      [item('x'.repeat(500), 'y'.repeat(45), 'E'.repeat(40))],
      { pk: KEY_CHARS_MAX, sk: KEY_CHARS_MAX, entity: ENTITY_CHARS_MAX }
    ],
    ['headers span the row and do not count', [header('P'.repeat(30))], KEY_CHARS_MIN]
  ])('%s', (_, rows, expected) => {
    expect(keyColumnChars(rows, KEY_CHARS_MIN)).toEqual(expected);
  });

  it('only widens: a narrower window keeps what was seen, as the same object', () => {
    const wide = keyColumnChars([item('p'.repeat(30), 's'.repeat(20), 'Entity')], KEY_CHARS_MIN);
    expect(keyColumnChars([item('a', 'b', 'c')], wide)).toBe(wide);
    expect(keyColumnChars([item('p'.repeat(31), 'b', 'c')], wide)).toEqual({ ...wide, pk: 31 });
  });
});
