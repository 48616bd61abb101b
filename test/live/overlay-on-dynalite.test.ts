// An authored design laid over a live table read from a real dynalite through src/live.
import { readFileSync } from 'node:fs';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import type { Design } from '../../src/core/model/design.ts';
import { overlayDesign } from '../../src/core/overlay/overlay-design.ts';
import { designTable } from '../../src/core/table-description/design-table.ts';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { describeTable } from '../../src/live/describe-table.ts';
import { readItems } from '../../src/live/read-items.ts';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from './dynalite-server.ts';

let dynamo: LocalDynamo;
let client: LiveClient;
beforeAll(async () => {
  dynamo = await startDynalite();
  await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
  await seedLocalTable(dynamo.seeder, 'public/examples/library.json');
  // A stray item no gaming entity describes.
  await dynamo.seeder.send(
    new PutItemCommand({
      TableName: 'battle-royale',
      Item: { PK: { S: 'CONFIG' }, SK: { S: 'v2' } }
    })
  );
  const h = new CredentialsHolder();
  h.set({ accessKeyId: 'local', secretAccessKey: 'local' });
  client = createLiveClient({ target: { kind: 'endpoint', endpoint: dynamo.url }, credentials: h });
});
afterAll(async () => {
  client.destroy();
  await dynamo.close();
});

function example(name: string): Design {
  const loaded = loadDesignText(readFileSync(`public/examples/${name}.json`, 'utf8'));
  if (!loaded.ok) throw new Error(name);
  return loaded.design;
}

async function scan(table: string): Promise<AttributeMap[]> {
  const items: AttributeMap[] = [];
  for await (const e of readItems(client, { kind: 'scan', table, segments: 2 }))
    if (e.kind === 'page') items.push(...e.items);
  return items;
}

describe('overlayDesign on live tables', () => {
  it('places every gaming item in its entity and lists the stray one', async () => {
    const items = await scan('battle-royale');
    const live = designTable(await describeTable(client, 'battle-royale')).table;
    const o = overlayDesign(example('gaming'), 'battle-royale', items, live);
    expect(o.schema).toEqual([]);
    expect([...o.members].map(([e, m]) => [e, m.length])).toEqual([
      ['User', 6],
      ['Game', 4],
      ['UserGameMapping', 12]
    ]);
    expect(o.unmatched.map((i) => items[i])).toEqual([{ PK: { S: 'CONFIG' }, SK: { S: 'v2' } }]);
    expect(o.collisions).toEqual([]);
    for (const [entity, members] of o.members)
      for (const i of members)
        expect((items[i]!['PK'] as { S: string }).S).toMatch(
          entity === 'User' ? /^USER#/ : /^GAME#/
        );
  });

  it('shows which live items a differently keyed design would collide', async () => {
    const items = await scan('Books');
    const live = designTable(await describeTable(client, 'Books')).table;
    const o = overlayDesign(example('library-author-only'), 'Books', items, live);
    expect(o.schema).toEqual([
      'the sort key is "Author" (S) in the design but "AuthorEdition" (S) in the live table'
    ]);
    expect(o.unmatched).toEqual([]);
    expect(o.collisions.length).toBeGreaterThan(0);
    for (const c of o.collisions) {
      const editions = new Set(c.items.map((i) => JSON.stringify(items[i]!['Edition'])));
      expect(editions.size).toBe(c.items.length); // different editions, one key under the design
    }
    // The authored design for the same table keys them apart.
    expect(overlayDesign(example('library'), 'Books', items, live).collisions).toEqual([]);
  });

  it('matches nothing of another design’s table', async () => {
    const items = await scan('battle-royale');
    const todo = example('todo-graph');
    const renamed: Design = {
      ...todo,
      tables: todo.tables.map((t) => ({
        ...t,
        partitionKey: { name: 'PK', type: 'S' as const },
        sortKey: { name: 'SK', type: 'S' as const },
        globalSecondaryIndexes: []
      })),
      entities: todo.entities.map((e) => ({ ...e, keys: { PK: e.keys['pk']!, SK: e.keys['sk']! } }))
    };
    const o = overlayDesign(renamed, 'app', items);
    expect(o.unmatched).toHaveLength(items.length);
  });
});
