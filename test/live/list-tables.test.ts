import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { listTables } from '../../src/live/list-tables.ts';
import { startDynalite, type LocalDynamo } from './dynalite-server.ts';

let dynamo: LocalDynamo;
let client: LiveClient;
const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];

beforeAll(async () => {
  dynamo = await startDynalite();
  for (const name of NAMES)
    await dynamo.seeder.send(
      new CreateTableCommand({
        TableName: name,
        KeySchema: [{ AttributeName: 'k', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'k', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST'
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

describe('listTables', () => {
  it('follows LastEvaluatedTableName page by page', async () => {
    const pages: string[][] = [];
    for await (const names of listTables(client, { pageSize: 2 })) pages.push(names);
    expect(pages).toEqual([['alpha', 'bravo'], ['charlie', 'delta'], ['echo']]);
  });

  it('lists everything in one page by default, and stops when the caller breaks', async () => {
    const all: string[] = [];
    for await (const names of listTables(client)) all.push(...names);
    expect(all).toEqual(NAMES);
    let pages = 0;
    for await (const _ of listTables(client, { pageSize: 1 })) if (++pages === 2) break;
    expect(pages).toBe(2);
  });
});
