import { describe, expect, it } from 'vitest';
import type { GlobalSecondaryIndex } from '../../../src/core/model/design.ts';
import { entryKeyNames } from '../../../src/core/views/entry-key-names.ts';
import { tableViews } from '../../../src/core/views/table-key-attributes.ts';
import { gsi, lsi, makeTable } from './make-design.ts';

const multi: GlobalSecondaryIndex = {
  ...gsi('ByMany', ['region', 'S'], ['round', 'N']),
  morePartitionKeys: [{ name: 'tier', type: 'S' }],
  moreSortKeys: [{ name: 'score', type: 'N' }]
};

describe('entryKeyNames', () => {
  const table = makeTable({
    gsis: [gsi('Inverted', ['SK', 'S'], ['PK', 'S']), multi],
    lsis: [lsi('ByNote', ['note', 'S'])]
  });

  it.each([
    ['the table: its own key', 0, ['PK', 'SK']],
    ['an inverted index: the same names, each once', 1, ['PK', 'SK']],
    [
      'a multi-attribute index: every part, in KeySchema order',
      2,
      ['PK', 'SK', 'region', 'tier', 'round', 'score']
    ],
    ['a local index: the table’s key and its sort key', 3, ['PK', 'SK', 'note']]
  ])('%s', (_, view, expected) => {
    expect(entryKeyNames(table, tableViews(table)[view as number]!)).toEqual(expected);
  });

  it('leaves out the sort key a table does not have', () => {
    const t = makeTable({ sk: null, gsis: [gsi('ByG', ['g', 'S'])] });
    expect(entryKeyNames(t, tableViews(t)[1]!)).toEqual(['PK', 'g']);
  });
});
