import { describe, expect, it } from 'vitest';
import type { Projection } from '../../../src/core/model/design.ts';
import { entryHoldsText } from '../../../src/core/views/entry-holds-text.ts';
import { tableViews } from '../../../src/core/views/table-key-attributes.ts';
import { gsi, lsi, makeTable } from './make-design.ts';

/** The text of each view of a table whose every index projects `projection`. */
function texts(projection: Projection): (string | null)[] {
  const table = makeTable({
    gsis: [gsi('ByG', ['GSI1PK', 'S'], undefined, projection)],
    lsis: [lsi('ByNote', ['note', 'S'], projection)]
  });
  return tableViews(table).map((v) => entryHoldsText(table, v));
}

describe('entryHoldsText', () => {
  it.each<[string, Projection, (string | null)[]]>([
    ['says nothing when entries are whole items', { type: 'ALL' }, [null, null, null]],
    [
      'names the keys a KEYS_ONLY entry holds',
      { type: 'KEYS_ONLY' },
      [
        null,
        'KEYS_ONLY: entries hold PK, SK and GSI1PK only',
        'KEYS_ONLY: entries hold PK, SK and note only'
      ]
    ],
    [
      'names the keys and what INCLUDE lists, each once',
      { type: 'INCLUDE', nonKeyAttributes: ['note', 'extra'] },
      [
        null,
        'INCLUDE: entries hold PK, SK, GSI1PK, note and extra',
        'INCLUDE: entries hold PK, SK, note and extra'
      ]
    ]
  ])('%s', (_, projection, expected) => {
    expect(texts(projection)).toEqual(expected);
  });

  it('names the one key of a table without a sort key, its index keyless beyond it', () => {
    const table = makeTable({
      sk: null,
      gsis: [gsi('ByPK', ['PK', 'S'], undefined, { type: 'KEYS_ONLY' })]
    });
    expect(entryHoldsText(table, tableViews(table)[1]!)).toBe('KEYS_ONLY: entries hold PK only');
  });
});
