import { describe, expect, it } from 'vitest';
import type { GlobalSecondaryIndex, Projection } from '../../../src/core/model/design.ts';
import { indexEntryNames } from '../../../src/core/views/index-entry-names.ts';
import { tableViews } from '../../../src/core/views/table-key-attributes.ts';
import { gsi, lsi, makeTable } from './make-design.ts';

const multi = (projection: Projection): GlobalSecondaryIndex => ({
  ...gsi('ByMany', ['region', 'S'], ['round', 'N'], projection),
  morePartitionKeys: [{ name: 'tier', type: 'S' }],
  moreSortKeys: [{ name: 'score', type: 'N' }]
});

/** The names held by each view of a table whose every index projects `projection`. */
function held(projection: Projection): (string[] | null)[] {
  const table = makeTable({
    gsis: [gsi('ByG', ['GSI1PK', 'S'], undefined, projection), multi(projection)],
    lsis: [lsi('ByNote', ['note', 'S'], projection)]
  });
  return tableViews(table).map((v) => {
    const names = indexEntryNames(table, v);
    return names && [...names].sort();
  });
}

describe('indexEntryNames', () => {
  it.each<[string, Projection, (string[] | null)[]]>([
    ['ALL: every entry is the whole item', { type: 'ALL' }, [null, null, null, null]],
    [
      'KEYS_ONLY: the table’s keys and the index’s, every part of a multi-attribute key',
      { type: 'KEYS_ONLY' },
      [
        null,
        ['GSI1PK', 'PK', 'SK'],
        ['PK', 'SK', 'region', 'round', 'score', 'tier'],
        ['PK', 'SK', 'note']
      ]
    ],
    [
      'INCLUDE: the keys and the names it lists, each once',
      { type: 'INCLUDE', nonKeyAttributes: ['note', 'PK', 'extra'] },
      [
        null,
        ['GSI1PK', 'PK', 'SK', 'extra', 'note'],
        ['PK', 'SK', 'extra', 'note', 'region', 'round', 'score', 'tier'],
        ['PK', 'SK', 'extra', 'note']
      ]
    ]
  ])('%s', (_, projection, expected) => {
    expect(held(projection)).toEqual(expected);
  });

  it('reads a table without a sort key', () => {
    const table = makeTable({
      sk: null,
      gsis: [gsi('ByG', ['g', 'S'], ['t', 'N'], { type: 'KEYS_ONLY' })]
    });
    expect([...indexEntryNames(table, tableViews(table)[1]!)!].sort()).toEqual(['PK', 'g', 't']);
  });
});
