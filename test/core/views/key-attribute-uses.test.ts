import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/core/model/design.ts';
import { keyAttributeUses } from '../../../src/core/views/key-attribute-uses.ts';
import { tableKeyAttributes } from '../../../src/core/views/table-key-attributes.ts';
import { example } from '../../helpers/example.ts';

const table = (over: Partial<Table>): Table => ({
  name: 'T',
  partitionKey: { name: 'PK', type: 'S' },
  globalSecondaryIndexes: [],
  localSecondaryIndexes: [],
  items: [],
  ...over
});

describe('keyAttributeUses', () => {
  it.each([
    ['a table with only a partition key', table({}), [['PK', ['table partition key']]]],
    [
      'the gaming table (an inverted GSI reuses both attributes)',
      example('gaming').tables[0]!,
      [
        ['PK', ['table partition key', 'InvertedIndex sort key']],
        ['SK', ['table sort key', 'InvertedIndex partition key']]
      ]
    ],
    [
      'a GSI and an LSI with attributes of their own',
      table({
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: [
          { name: 'G', partitionKey: { name: 'GPK', type: 'S' }, projection: { type: 'ALL' } }
        ],
        localSecondaryIndexes: [
          { name: 'L', sortKey: { name: 'LSK', type: 'N' }, projection: { type: 'ALL' } }
        ]
      }),
      [
        ['PK', ['table partition key']],
        ['SK', ['table sort key']],
        ['GPK', ['G partition key']],
        ['LSK', ['L sort key']]
      ]
    ]
  ])('%s', (_, t, expected) => {
    const roles = keyAttributeUses(t);
    expect([...roles]).toEqual(expected);
    // The same attributes, in the order the key template fields are listed.
    expect([...roles.keys()]).toEqual(tableKeyAttributes(t).map((k) => k.name));
  });
});

describe('keyAttributeUses of a multi-attribute index', () => {
  it('says which part of the key each attribute is, in order', () => {
    const uses = keyAttributeUses(example('tournament').tables[0]!);
    expect(uses.get('tournamentId')).toEqual(['TournamentRegionIndex partition key (1 of 2)']);
    expect(uses.get('region')).toEqual(['TournamentRegionIndex partition key (2 of 2)']);
    expect(uses.get('round')).toEqual([
      'TournamentRegionIndex sort key (1 of 3)',
      'PlayerMatchHistoryIndex sort key (2 of 2)'
    ]);
    expect(uses.get('matchId')).toEqual([
      'table partition key',
      'TournamentRegionIndex sort key (3 of 3)'
    ]);
  });
});
