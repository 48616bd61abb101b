import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTable } from '../../src/core/table-description/design-table.ts';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { describeTable } from '../../src/live/describe-table.ts';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from './dynalite-server.ts';
import { stubTransport } from './stub-transport.ts';

let dynamo: LocalDynamo;
let client: LiveClient;

beforeAll(async () => {
  dynamo = await startDynalite();
  await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
  await dynamo.seeder.send(
    new CreateTableCommand({
      TableName: 'orders',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' }
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'total', AttributeType: 'N' },
        { AttributeName: 'status', AttributeType: 'S' }
      ],
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 8, WriteCapacityUnits: 2 },
      LocalSecondaryIndexes: [
        {
          IndexName: 'ByTotal',
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'total', KeyType: 'RANGE' }
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' }
        }
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ByStatus',
          KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
          ProvisionedThroughput: { ReadCapacityUnits: 4, WriteCapacityUnits: 1 }
        }
      ]
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

describe('describeTable', () => {
  it('describes the gaming table as its design has it', async () => {
    const d = await describeTable(client, 'battle-royale');
    expect(d).toMatchObject({
      name: 'battle-royale',
      status: 'ACTIVE',
      key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'SK', type: 'S' }] },
      billing: { mode: 'PAY_PER_REQUEST' },
      indexes: [
        {
          name: 'InvertedIndex',
          kind: 'gsi',
          key: { partition: [{ name: 'SK', type: 'S' }], sort: [{ name: 'PK', type: 'S' }] },
          projection: { type: 'ALL' }
        }
      ]
    });
    expect(d.arn).toMatch(/:table\/battle-royale$/);
    expect(typeof d.itemCount).toBe('number');
    expect(typeof d.sizeBytes).toBe('number');
  });

  it('reads provisioned billing, LSIs, GSIs and projections, and makes a design table of them', async () => {
    const d = await describeTable(client, 'orders');
    expect(d.billing).toEqual({ mode: 'PROVISIONED', readCapacityUnits: 8, writeCapacityUnits: 2 });
    expect(designTable(d)).toEqual({
      notes: [],
      table: {
        name: 'orders',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: [
          {
            name: 'ByStatus',
            partitionKey: { name: 'status', type: 'S' },
            projection: { type: 'INCLUDE', nonKeyAttributes: ['total'] }
          }
        ],
        localSecondaryIndexes: [
          {
            name: 'ByTotal',
            sortKey: { name: 'total', type: 'N' },
            projection: { type: 'KEYS_ONLY' }
          }
        ],
        billing: { mode: 'PROVISIONED', readCapacityUnits: 8, writeCapacityUnits: 2 },
        items: []
      }
    });
  });

  it('shows a GSI with a multi-attribute key, as DynamoDB describes one (stubbed: dynalite has none)', async () => {
    const transport = stubTransport(() => ({
      body: {
        Table: {
          TableName: 'matches',
          TableStatus: 'ACTIVE',
          AttributeDefinitions: [
            { AttributeName: 'id', AttributeType: 'S' },
            { AttributeName: 'tournament', AttributeType: 'S' },
            { AttributeName: 'region', AttributeType: 'S' },
            { AttributeName: 'round', AttributeType: 'N' }
          ],
          KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
          GlobalSecondaryIndexes: [
            {
              IndexName: 'ByTournament',
              KeySchema: [
                { AttributeName: 'tournament', KeyType: 'HASH' },
                { AttributeName: 'region', KeyType: 'HASH' },
                { AttributeName: 'round', KeyType: 'RANGE' }
              ],
              Projection: { ProjectionType: 'ALL' }
            }
          ],
          BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' }
        }
      }
    }));
    const h = new CredentialsHolder();
    h.set({ accessKeyId: 'a', secretAccessKey: 'b' });
    const c = createLiveClient({
      target: { kind: 'region', region: 'us-east-1' },
      credentials: h,
      transport
    });
    const d = await describeTable(c, 'matches');
    c.destroy();
    expect(d.indexes[0]!.key).toEqual({
      partition: [
        { name: 'tournament', type: 'S' },
        { name: 'region', type: 'S' }
      ],
      sort: [{ name: 'round', type: 'N' }]
    });
    expect(designTable(d).notes[0]).toContain('index "ByTournament" has a multi-attribute key');
  });
});
