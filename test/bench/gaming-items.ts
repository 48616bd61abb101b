import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import type { Design, Entity } from '../../src/core/model/design.ts';

/** A seeded LCG (d3-random's constants) so every run analyses the same items. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(1664525, s) + 1013904223) >>> 0) / 4294967296;
}

const REGIONS = ['NA-EAST', 'NA-WEST', 'EU-WEST', 'AP-SOUTH'];

function item(fields: Record<string, string>): AttributeMap {
  const out = Object.create(null) as Record<string, { S: string }>;
  for (const k in fields) out[k] = { S: fields[k]! };
  return out;
}

/**
 * The gaming workshop's design at scale: n items, a tenth users, a fiftieth
 * games, the rest user–game mappings with a skew towards popular games.
 */
export function gamingDesign(n: number, withIndex: boolean, seed = 42, multi = false): Design {
  const rand = lcg(seed);
  // A separate stream, so the other designs' items are the same with or without it.
  const more = lcg(seed + 1);
  const users = Math.max(1, Math.floor(n / 10));
  const games = Math.max(1, Math.floor(n / 50));
  const mappings = n - users - games;
  const userItems: AttributeMap[] = [];
  const gameItems: AttributeMap[] = [];
  const mapItems: AttributeMap[] = [];
  for (let i = 0; i < users; i++) userItems.push(item({ username: `user${i}`, name: `User ${i}` }));
  for (let i = 0; i < games; i++)
    gameItems.push(item({ gameId: `g${(i * 2654435761) >>> 0}`, map: 'Green Grasslands' }));
  for (let i = 0; i < mappings; i++) {
    const g = Math.floor(games * rand() * rand()); // skewed: low ids are hot
    const u = Math.floor(users * rand());
    const fields: Record<string, string> = {
      gameId: `g${(g * 2654435761) >>> 0}`,
      username: `user${u}`,
      place: 'joined'
    };
    // For the multi-attribute index: a region per game entry and a round.
    if (multi) {
      fields['region'] = REGIONS[Math.floor(more() * REGIONS.length)]!;
      fields['round'] = `r${Math.floor(more() * 10)}`;
    }
    mapItems.push(item(fields));
  }
  const entity = (name: string, pk: string, sk: string, items: AttributeMap[]): Entity => ({
    name,
    table: 'battle-royale',
    attributes: [],
    keys: { PK: pk, SK: sk },
    items
  });
  return {
    name: 'bench',
    tables: [
      {
        name: 'battle-royale',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: multi
          ? [
              {
                // 2 + 3 attributes: games by region, by round, place and player.
                name: 'ByGameRegion',
                partitionKey: { name: 'gameId', type: 'S' },
                morePartitionKeys: [{ name: 'region', type: 'S' }],
                sortKey: { name: 'round', type: 'S' },
                moreSortKeys: [
                  { name: 'place', type: 'S' },
                  { name: 'username', type: 'S' }
                ],
                projection: { type: 'ALL' }
              }
            ]
          : withIndex
            ? [
                {
                  name: 'InvertedIndex',
                  partitionKey: { name: 'SK', type: 'S' },
                  sortKey: { name: 'PK', type: 'S' },
                  projection: { type: 'ALL' }
                }
              ]
            : [],
        localSecondaryIndexes: [],
        items: []
      }
    ],
    entities: [
      entity('User', 'USER#${username}', '#METADATA#${username}', userItems),
      entity('Game', 'GAME#${gameId}', '#METADATA#${gameId}', gameItems),
      entity('UserGameMapping', 'GAME#${gameId}', 'USER#${username}', mapItems)
    ],
    accessPatterns: []
  };
}
