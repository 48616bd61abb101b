import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchGetItems } from '../../src/live/batch-get-items.ts';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { getItem } from '../../src/live/get-item.ts';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from './dynalite-server.ts';
import { stubTransport } from './stub-transport.ts';

let dynamo: LocalDynamo;
let client: LiveClient;
beforeAll(async () => {
  dynamo = await startDynalite();
  await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
  const h = new CredentialsHolder();
  h.set({ accessKeyId: 'local', secretAccessKey: 'local' });
  client = createLiveClient({ target: { kind: 'endpoint', endpoint: dynamo.url }, credentials: h });
});
afterAll(async () => {
  client.destroy();
  await dynamo.close();
});

const key = (pk: string, sk: string) => ({ PK: { S: pk }, SK: { S: sk } });

describe('getItem', () => {
  it('reads one item as a core item, or null', async () => {
    const item = await getItem(client, 'battle-royale', key('USER#johnny', '#METADATA#johnny'), {
      consistentRead: true
    });
    expect(Object.getPrototypeOf(item)).toBeNull();
    expect(item?.['username']).toEqual({ S: 'johnny' });
    expect(
      await getItem(client, 'battle-royale', key('USER#nobody', '#METADATA#nobody'))
    ).toBeNull();
  });
});

describe('batchGetItems', () => {
  it('reads the items that exist, over several requests of at most 100 keys', async () => {
    const keys = [
      key('USER#johnny', '#METADATA#johnny'),
      key('USER#ana_k', '#METADATA#ana_k'),
      ...Array.from({ length: 150 }, (_, i) => key(`USER#ghost${i}`, `#METADATA#ghost${i}`))
    ];
    const items = await batchGetItems(client, 'battle-royale', keys);
    expect(items.map((i) => (i['username'] as { S: string }).S).sort()).toEqual([
      'ana_k',
      'johnny'
    ]);
  });

  it('asks again for the unprocessed keys, backing off with the injected randomness', async () => {
    const slept: number[] = [];
    const transport = stubTransport((call, n) => {
      const keys = (call.body['RequestItems'] as Record<string, { Keys: unknown[] }>)['t']!.Keys;
      return {
        body: {
          Responses: { t: [keys[0]] },
          ...(n < 2 ? { UnprocessedKeys: { t: { Keys: keys.slice(1) } } } : {})
        }
      };
    });
    const h = new CredentialsHolder();
    h.set({ accessKeyId: 'a', secretAccessKey: 'b' });
    const c = createLiveClient({
      target: { kind: 'region', region: 'us-east-1' },
      credentials: h,
      transport
    });
    const items = await batchGetItems(
      c,
      't',
      [{ k: { S: '1' } }, { k: { S: '2' } }, { k: { S: '3' } }],
      { random: () => 0.5, sleep: async (ms) => void slept.push(ms) }
    );
    expect(items.map((i) => i['k'])).toEqual([{ S: '1' }, { S: '2' }, { S: '3' }]);
    expect(slept).toEqual([25, 50]);
    c.destroy();
    // A table that never processes the last key: the reader gives up, saying so.
    const stubborn = stubTransport((call) => {
      const keys = (call.body['RequestItems'] as Record<string, { Keys: unknown[] }>)['t']!.Keys;
      return { body: { Responses: { t: [] }, UnprocessedKeys: { t: { Keys: keys } } } };
    });
    const s2 = createLiveClient({
      target: { kind: 'region', region: 'us-east-1' },
      credentials: h,
      transport: stubborn
    });
    await expect(
      batchGetItems(s2, 't', [{ k: { S: '1' } }], { sleep: async () => {}, maxRounds: 2 })
    ).rejects.toThrow('left 1 key(s) of table "t" unprocessed after 3 rounds');
    expect(stubborn.calls).toHaveLength(3);
    s2.destroy();
  });
});
