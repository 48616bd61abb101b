// The live reader with a server-side FilterExpression, against a real dynalite: what comes back
// is what DynamoDB's own Scan or Query with the same filter answers, the key condition and the
// filter share one pair of placeholder maps, and the caps count matches, not items read.
import {
  QueryCommand,
  ScanCommand,
  type AttributeValue,
  type QueryCommandInput,
  type ScanCommandInput
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReadFilter } from '../../src/core/query/build-read-filter.ts';
import { parseReadFilter } from '../../src/core/query/parse-read-filter.ts';
import type { ReadFilter } from '../../src/core/query/read-filter.ts';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import {
  readItems,
  type ReadEvent,
  type ReadOptions,
  type ReadSource
} from '../../src/live/read-items.ts';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from './dynalite-server.ts';

let dynamo: LocalDynamo;
let client: LiveClient;

beforeAll(async () => {
  dynamo = await startDynalite();
  await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
  const holder = new CredentialsHolder();
  holder.set({ accessKeyId: 'local', secretAccessKey: 'local' });
  client = createLiveClient({
    target: { kind: 'endpoint', endpoint: dynamo.url },
    credentials: holder
  });
});

afterAll(async () => {
  client?.destroy();
  await dynamo?.close();
});

async function collect(source: ReadSource, options: ReadOptions = {}) {
  const events: ReadEvent[] = [];
  for await (const e of readItems(client, source, options)) events.push(e);
  const end = events.at(-1);
  if (end?.kind !== 'end') throw new Error('the read did not end with an end event');
  const pages = events.filter((e) => e.kind === 'page');
  return { pages, items: pages.flatMap((p) => p.items), end };
}

const keyOf = (i: Record<string, unknown>) => JSON.stringify([i['PK'], i['SK']]);
const keys = (items: readonly Record<string, unknown>[]) => items.map(keyOf).sort();

/** The filter's request maps as the SDK takes them. */
function sdkMaps(
  f: ReadFilter
): Pick<ScanCommandInput, 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  return {
    ...(f.names.length ? { ExpressionAttributeNames: Object.fromEntries(f.names) } : {}),
    ...(f.values.length
      ? {
          ExpressionAttributeValues: Object.fromEntries(f.values) as Record<string, AttributeValue>
        }
      : {})
  };
}

function built(...rows: Parameters<typeof buildReadFilter>[0]): ReadFilter {
  const r = buildReadFilter(rows);
  if (!r.ok) throw new Error(r.message);
  return r.filter;
}

async function sdkScan(f: ReadFilter): Promise<{ keys: string[]; scanned: number }> {
  const out: Record<string, unknown>[] = [];
  let scanned = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.seeder.send(
      new ScanCommand({
        TableName: 'battle-royale',
        FilterExpression: f.expression,
        ...sdkMaps(f),
        ExclusiveStartKey: start
      })
    );
    out.push(...(page.Items ?? []));
    scanned += page.ScannedCount ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return { keys: keys(out), scanned };
}

describe('readItems with a FilterExpression on a real dynalite', () => {
  it('a filtered Scan returns what DynamoDB returns, and counts every item read', async () => {
    const filter = built({ attribute: 'wins', operator: '>', type: 'N', value: '10' });
    const truth = await sdkScan(filter);
    const { items, end } = await collect({ kind: 'scan', table: 'battle-royale', filter });
    expect(truth.keys.length).toBeGreaterThan(0);
    expect(keys(items)).toEqual(truth.keys);
    expect(end.progress).toMatchObject({ items: truth.keys.length, scanned: truth.scanned });
    expect(end.progress.scanned).toBe(22);
  });

  it("a filtered Query shares the maps with the key condition, renaming the key's placeholders the filter took", async () => {
    const filter = parseReadFilter({
      expression: 'place <= :pk',
      names: '',
      values: '{":pk": {"N": "2"}}'
    });
    if (!filter.ok) throw new Error(filter.message);
    const input: QueryCommandInput = {
      TableName: 'battle-royale',
      KeyConditionExpression: 'PK = :game',
      FilterExpression: 'place <= :two',
      ExpressionAttributeValues: { ':game': { S: 'GAME#c6f38a6a' }, ':two': { N: '2' } }
    };
    const truth = await dynamo.seeder.send(new QueryCommand(input));
    const { items, end } = await collect({
      kind: 'query',
      table: 'battle-royale',
      key: { partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } },
      condition: { partitionValue: { S: 'GAME#c6f38a6a' } },
      filter: filter.filter
    });
    expect(truth.Count).toBeGreaterThan(0);
    expect(items.map(keyOf)).toEqual((truth.Items ?? []).map(keyOf));
    expect(end).toMatchObject({ reason: 'complete' });
    expect(end.progress.scanned).toBe(truth.ScannedCount);
  });

  it('the item cap counts matches: pages keep their full Limit however few items are left to the cap', async () => {
    // Every Game and mapping item has gameId: 16 of the 22 match, 5 are read per page.
    const filter = built({
      attribute: 'gameId',
      operator: 'attribute_exists',
      type: 'S',
      value: ''
    });
    const { pages, end } = await collect(
      { kind: 'scan', table: 'battle-royale', filter },
      { pageSize: 5, limits: { maxItems: 7, maxBytes: Number.MAX_SAFE_INTEGER } }
    );
    expect(end.reason).toBe('item-cap');
    // Each request read 5 items (scanned), whatever the cap had left.
    const scannedPerPage = pages.map(
      (p, i) => p.progress.scanned - (i ? pages[i - 1]!.progress.scanned : 0)
    );
    expect(scannedPerPage.every((n) => n === 5)).toBe(true);
    expect(end.progress.items).toBeGreaterThanOrEqual(7);
  });

  it('a filter DynamoDB refuses ends the read with its ValidationException, naming the filter', async () => {
    const bad: ReadFilter = { expression: 'PK = :p', names: [], values: [[':p', { S: 'x' }]] };
    const { end } = await collect({
      kind: 'query',
      table: 'battle-royale',
      key: { partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } },
      condition: { partitionValue: { S: 'GAME#c6f38a6a' } },
      filter: bad
    });
    expect(end.reason).toBe('problem');
    expect(JSON.stringify(end.problem)).toMatch(
      /Filter Expression can only contain non-primary key attributes/
    );
  });
});
