import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import type { Design, Entity } from '../../src/core/model/design.ts';

/** A seeded LCG (d3-random's constants) so every run analyses the same items. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(1664525, s) + 1013904223) >>> 0) / 4294967296;
}

function item(fields: Record<string, string>): AttributeMap {
  const out = Object.create(null) as Record<string, { S: string }>;
  for (const k in fields) out[k] = { S: fields[k]! };
  return out;
}

/**
 * The gaming workshop's design at scale: n items, a tenth users, a fiftieth
 * games, the rest user–game mappings with a skew towards popular games.
 */
export function gamingDesign(n: number, withIndex: boolean, seed = 42): Design {
  const rand = lcg(seed);
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
    mapItems.push(
      item({ gameId: `g${(g * 2654435761) >>> 0}`, username: `user${u}`, place: 'joined' })
    );
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
        globalSecondaryIndexes: withIndex
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
