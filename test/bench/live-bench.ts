/**
 * `npm run bench:live`: the live reader (src/live readItems, no budget) against the SDK's own
 * paginateScan, reading the same dynalite table in the same run, interleaved so drift hits both
 * alike; then the heap that 100k loaded items take, as core items (what the studio keeps) and as
 * the SDK's items. dynalite runs in its own process, as a real endpoint would, so the client side's
 * costs (deserializing, converting to core items, sizing them) show in the figures.
 *
 * Run with --expose-gc (the npm script does) so the memory figures are after a full collection.
 */
import { spawn } from 'node:child_process';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DynamoDBClient,
  paginateScan,
  type AttributeValue
} from '@aws-sdk/client-dynamodb';
import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import { createLiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { readItems } from '../../src/live/read-items.ts';
import { untilActive } from '../../scripts/seed-local-table.ts';
import { lcg } from './gaming-items.ts';
import { stubTransport } from '../live/stub-transport.ts';
import { median } from './median.ts';

process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
const N = Number(process.env['BENCH_LIVE_ITEMS'] ?? 100_000);
const ROUNDS = Number(process.env['BENCH_LIVE_ROUNDS'] ?? 5);
const TABLE = 'battle-royale';
const gc = (globalThis as { gc?: () => void }).gc;

/** dynalite in a child process on a free loopback port. */
async function startDynalite(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import dynalite from 'dynalite';
       const s = dynalite({ createTableMs: 0 });
       s.listen(0, '127.0.0.1', () => console.log(s.address().port));`
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  );
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()))
  );
  process.on('exit', () => child.kill());
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** Gaming-like items (~200 bytes): users, games and user–game mappings. */
function makeItem(i: number, rand: () => number): Record<string, AttributeValue> {
  const g = `g${Math.floor(rand() * 2000)}`;
  const u = `user${Math.floor(rand() * 10000)}`;
  return {
    PK: { S: `GAME#${g}` },
    SK: { S: `USER#${u}#${i}` },
    gameId: { S: g },
    username: { S: u },
    joinedAt: { S: `2024-05-0${1 + (i % 9)}T18:02:${String(i % 60).padStart(2, '0')}Z` },
    place: { N: String(i % 100) },
    tags: { SS: ['a', `t${i % 7}`] }
  };
}

async function seed(sdk: DynamoDBClient): Promise<void> {
  await sdk.send(
    new CreateTableCommand({
      TableName: TABLE,
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' }
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' }
      ],
      BillingMode: 'PAY_PER_REQUEST'
    })
  );
  await untilActive(sdk, TABLE);
  const rand = lcg(42);
  const items = Array.from({ length: N }, (_, i) => makeItem(i, rand));
  const batches: Record<string, AttributeValue>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const out = await sdk.send(
          new BatchWriteItemCommand({ RequestItems: { [TABLE]: pending } })
        );
        pending = (out.UnprocessedItems?.[TABLE] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function sdkScan(
  sdk: DynamoDBClient,
  keep: boolean,
  withCapacity = false
): Promise<{ count: number; items: unknown[] }> {
  let count = 0;
  const items: unknown[] = [];
  const input = {
    TableName: TABLE,
    ...(withCapacity ? { ReturnConsumedCapacity: 'TOTAL' as const } : {})
  };
  for await (const page of paginateScan({ client: sdk }, input)) {
    count += page.Items?.length ?? 0;
    if (keep) items.push(...(page.Items ?? []));
  }
  return { count, items };
}

async function liveScan(
  live: ReturnType<typeof createLiveClient>,
  keep: boolean,
  segments = 1
): Promise<{ count: number; items: AttributeMap[]; firstPageMs: number }> {
  let count = 0;
  const items: AttributeMap[] = [];
  const t = performance.now();
  let firstPageMs = -1;
  for await (const e of readItems(
    live,
    { kind: 'scan', table: TABLE, segments },
    { limits: { maxItems: 10_000_000 } }
  )) {
    if (e.kind !== 'page') continue;
    if (firstPageMs < 0) firstPageMs = performance.now() - t;
    count += e.items.length;
    if (keep) items.push(...e.items);
  }
  return { count, items, firstPageMs };
}

/**
 * The client's side alone: the same pages (as DynamoDB JSON bytes, 4,000 items each) answered by
 * a stub transport with no server behind it, read by paginateScan and by readItems. What differs
 * is only what each does with a page (the reader: converting to core items, sizing them,
 * progress), without the server's noise.
 */
async function clientOnly(): Promise<{ ratio: number; sdkMs: number; liveMs: number }> {
  const rand = lcg(7);
  const perPage = 4000;
  const pages = Math.ceil(N / perPage);
  const bodies = Array.from({ length: pages }, (_, p) => ({
    Items: Array.from({ length: Math.min(perPage, N - p * perPage) }, (_, i) =>
      makeItem(p * perPage + i, rand)
    ),
    Count: perPage,
    ScannedCount: perPage,
    ConsumedCapacity: { TableName: TABLE, CapacityUnits: 128 },
    ...(p < pages - 1 ? { LastEvaluatedKey: { PK: { S: `k${p}` } } } : {})
  }));
  const answer = (call: { body: Record<string, unknown> }) => {
    const start = call.body['ExclusiveStartKey'] as { PK?: { S?: string } } | undefined;
    const p = start?.PK?.S ? Number(start.PK.S.slice(1)) + 1 : 0;
    return { body: bodies[p] };
  };
  const stubSdk = new DynamoDBClient({
    endpoint: 'http://127.0.0.1:9',
    region: 'us-east-1',
    credentials,
    requestHandler: stubTransport(answer)
  });
  const stubLive = createLiveClient({
    target: { kind: 'endpoint', endpoint: 'http://127.0.0.1:9' },
    credentials: holder,
    transport: stubTransport(answer),
    where: 'node'
  });
  const sdkTimes: number[] = [];
  const liveTimes: number[] = [];
  for (let r = 0; r <= ROUNDS; r++) {
    let t = performance.now();
    const a = await sdkScan(stubSdk, false);
    const s1 = performance.now() - t;
    t = performance.now();
    const b = await liveScan(stubLive, false);
    const l1 = performance.now() - t;
    if (a.count !== N || b.count !== N) throw new Error('the canned pages were not all read');
    if (r > 0) {
      sdkTimes.push(s1);
      liveTimes.push(l1);
    }
  }
  stubSdk.destroy();
  stubLive.destroy();
  const sdkMs = median(sdkTimes);
  const liveMs = median(liveTimes);
  return { ratio: sdkMs / liveMs, sdkMs, liveMs };
}

async function heapOf<T>(load: () => Promise<T>): Promise<{ mb: number; kept: T }> {
  // Twice: one full collection can leave garbage that only a second one frees.
  gc?.();
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = await load();
  gc?.();
  gc?.();
  const after = process.memoryUsage().heapUsed;
  return { mb: (after - before) / 2 ** 20, kept };
}

const dynamo = await startDynalite();
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const sdk = new DynamoDBClient({ endpoint: dynamo.url, region: 'us-east-1', credentials });
const holder = new CredentialsHolder();
holder.set(credentials);
const live = createLiveClient({
  target: { kind: 'endpoint', endpoint: dynamo.url },
  credentials: holder,
  where: 'node'
});
try {
  const t0 = performance.now();
  await seed(sdk);
  console.log(
    `seeded ${N.toLocaleString('en-US')} items in ${((performance.now() - t0) / 1000).toFixed(1)} s`
  );
  const sdkRates: number[] = [];
  const liveRates: number[] = [];
  const ratios: number[] = [];
  const capacityRatios: number[] = [];
  const firstPages: number[] = [];
  // Round 0 warms up (JIT, sockets) and is not counted. The ratio is taken per round, so drift on
  // a busy machine hits both sides of each ratio alike.
  for (let r = 0; r <= ROUNDS; r++) {
    const timeSdk = async () => {
      const t = performance.now();
      const a = await sdkScan(sdk, false);
      if (a.count !== N) throw new Error(`paginateScan read ${a.count} items, expected ${N}`);
      return performance.now() - t;
    };
    const timeLive = async () => {
      const t = performance.now();
      const b = await liveScan(live, false);
      if (b.count !== N) throw new Error(`readItems read ${b.count} items, expected ${N}`);
      if (r > 0) firstPages.push(b.firstPageMs);
      return performance.now() - t;
    };
    // The same paginateScan asking for ConsumedCapacity, as the reader does: dynalite sizes every
    // item to answer it, so this separates the server's extra work from the reader's.
    const timeCapacity = async () => {
      const t = performance.now();
      await sdkScan(sdk, false, true);
      return performance.now() - t;
    };
    // A B C C B A: each contender runs once early and once late in the round, so drift and the
    // order (a scan right after another runs into the server's garbage collection) cancel out.
    const sdkMs = await timeSdk();
    let liveMs = await timeLive();
    let capacityMs = await timeCapacity();
    capacityMs += await timeCapacity();
    liveMs += await timeLive();
    const sdkTotal = sdkMs + (await timeSdk());
    if (r === 0) continue;
    capacityRatios.push(capacityMs / liveMs);
    sdkRates.push((2 * N) / (sdkTotal / 1000));
    liveRates.push((2 * N) / (liveMs / 1000));
    ratios.push(sdkTotal / liveMs);
  }
  const t = performance.now();
  const parallel = await liveScan(live, false, 4);
  const parallelRate = parallel.count / ((performance.now() - t) / 1000);
  const coreHeap = await heapOf(() => liveScan(live, true));
  const coreMb = coreHeap.mb;
  coreHeap.kept.items.length = 0;
  const sdkHeap = await heapOf(() => sdkScan(sdk, true));
  const sdkMb = sdkHeap.mb;
  sdkHeap.kept.items.length = 0;
  const client = await clientOnly();
  const ratio = median(ratios);
  const row = (name: string, v: string) => console.log(`  ${name.padEnd(56)} ${v}`);
  console.log(
    `\nlive reader vs paginateScan, ${N.toLocaleString('en-US')} items, dynalite in its own process, median of ${ROUNDS}`
  );
  row('paginateScan items/s', Math.round(median(sdkRates)).toLocaleString('en-US'));
  row('readItems items/s (no budget)', Math.round(median(liveRates)).toLocaleString('en-US'));
  row(
    'readItems / paginateScan (median of per-round ratios)',
    `${(ratio * 100).toFixed(1)} % (target ≥ 90 %)`
  );
  row(
    'readItems / paginateScan with ConsumedCapacity',
    `${(median(capacityRatios) * 100).toFixed(1)} %`
  );
  row('  per-round ratios', ratios.map((x) => `${(x * 100).toFixed(0)} %`).join(', '));
  row('readItems first page ms', median(firstPages).toFixed(0));
  row('readItems, 4 parallel segments, items/s', Math.round(parallelRate).toLocaleString('en-US'));
  row(
    'client side only (canned pages, no server): reader / SDK',
    `${(client.ratio * 100).toFixed(1)} % (${Math.round(client.sdkMs)} vs ${Math.round(client.liveMs)} ms)`
  );
  row(
    `heap, ${N.toLocaleString('en-US')} core items loaded`,
    gc ? `${coreMb.toFixed(0)} MB` : 'run with --expose-gc'
  );
  row(
    `heap, ${N.toLocaleString('en-US')} SDK items (for scale)`,
    gc ? `${sdkMb.toFixed(0)} MB` : 'run with --expose-gc'
  );
  console.log(
    JSON.stringify({
      items: N,
      sdkItemsPerSecond: median(sdkRates),
      liveItemsPerSecond: median(liveRates),
      ratio,
      ratioWithCapacity: median(capacityRatios),
      clientOnlyRatio: client.ratio,
      firstPageMs: median(firstPages),
      parallelItemsPerSecond: parallelRate,
      coreHeapMb: coreMb,
      sdkHeapMb: sdkMb
    })
  );
} finally {
  live.destroy();
  sdk.destroy();
  dynamo.stop();
}
