// Small designs with what the examples lack, for the CDK export's tests: LSIs, KEYS_ONLY and
// INCLUDE projections, a provisioned table with GSIs (a multi-attribute one among them), a
// multi-attribute key on one side only, and names that JSON, comments and construct IDs must
// survive (DynamoDB allows any attribute name; table and index names are [A-Za-z0-9_.-]).
import type { Design, KeyAttribute, Table } from '../../../src/core/model/design.ts';

const s = (name: string): KeyAttribute => ({ name, type: 'S' });
const n = (name: string): KeyAttribute => ({ name, type: 'N' });
const b = (name: string): KeyAttribute => ({ name, type: 'B' });

function design(name: string, tables: Table[]): Design {
  return { name, tables, entities: [], accessPatterns: [] };
}

/**
 * Attribute names that break naive quoting (quotes, backslashes, line ends, `${`, `*\/`) or hide
 * from a reviewer (a direction override).
 */
export const HOSTILE_NAMES = [
  'say "hi"',
  'back\\slash',
  'two\nlines',
  'line\u2028separator',
  'para\u2029graph',
  '${notATemplate}',
  '*/ end of comment',
  "it's",
  '__proto__',
  'constructor',
  'é😀',
  'admin\u202e \u2066txt.exe\u2069'
] as const;

export const CDK_DESIGNS: readonly (readonly [string, Design])[] = [
  [
    'local indexes on a provisioned table',
    design('Orders with local indexes', [
      {
        name: 'Orders',
        partitionKey: s('PK'),
        sortKey: n('SK'),
        billing: { mode: 'PROVISIONED', readCapacityUnits: 7, writeCapacityUnits: 3 },
        globalSecondaryIndexes: [
          { name: 'ByStatus', partitionKey: s('status'), projection: { type: 'KEYS_ONLY' } },
          {
            name: 'ByBlob',
            partitionKey: b('blob'),
            sortKey: n('SK'),
            projection: { type: 'INCLUDE', nonKeyAttributes: ['total', 'currency'] }
          }
        ],
        localSecondaryIndexes: [
          { name: 'ByDate', sortKey: s('date'), projection: { type: 'ALL' } },
          {
            name: 'ByAmount',
            sortKey: n('amount'),
            projection: { type: 'INCLUDE', nonKeyAttributes: ['note'] }
          }
        ],
        items: []
      }
    ])
  ],
  [
    'multi-attribute keys on one side, provisioned',
    design('Matches', [
      {
        name: 'Matches',
        partitionKey: s('matchId'),
        billing: { mode: 'PROVISIONED', readCapacityUnits: 12, writeCapacityUnits: 9 },
        globalSecondaryIndexes: [
          {
            name: 'ByTournamentRegion',
            partitionKey: s('tournamentId'),
            morePartitionKeys: [s('region'), n('season')],
            projection: { type: 'ALL' }
          },
          {
            name: 'ByPlayer',
            partitionKey: s('playerId'),
            sortKey: n('round'),
            moreSortKeys: [b('bracket')],
            projection: { type: 'KEYS_ONLY' }
          },
          {
            name: 'ByTournamentRound',
            partitionKey: s('tournamentId'),
            morePartitionKeys: [s('region')],
            sortKey: n('round'),
            projection: { type: 'INCLUDE', nonKeyAttributes: ['winner'] }
          }
        ],
        localSecondaryIndexes: [],
        items: []
      }
    ])
  ],
  [
    'hostile names',
    design('"Quoted" */ design\nwith lines\u2028and ${things}', [
      {
        name: 'a-b',
        partitionKey: s(HOSTILE_NAMES[0]),
        sortKey: s(HOSTILE_NAMES[1]),
        globalSecondaryIndexes: [
          {
            name: 'odd.index_name-1',
            partitionKey: s(HOSTILE_NAMES[2]),
            sortKey: s(HOSTILE_NAMES[3]),
            projection: {
              type: 'INCLUDE',
              nonKeyAttributes: [HOSTILE_NAMES[7], 'x"y\\z', HOSTILE_NAMES[11]]
            }
          },
          {
            name: 'multi.odd',
            partitionKey: s(HOSTILE_NAMES[4]),
            morePartitionKeys: [s(HOSTILE_NAMES[5])],
            sortKey: s(HOSTILE_NAMES[6]),
            moreSortKeys: [n(HOSTILE_NAMES[8]), b(HOSTILE_NAMES[10])],
            projection: { type: 'ALL' }
          }
        ],
        localSecondaryIndexes: [
          { name: 'local.odd', sortKey: s(HOSTILE_NAMES[9]), projection: { type: 'KEYS_ONLY' } }
        ],
        items: []
      },
      // Its construct ID would be the first table's (ABTable) too.
      {
        name: 'a_b',
        partitionKey: s('PK'),
        globalSecondaryIndexes: [],
        localSecondaryIndexes: [],
        items: []
      }
    ])
  ]
];
