// The live reader against a real dynalite (scan, parallel scan, query, pagination, Stop, caps,
// budget pacing on an injected clock, resume), and against a stubbed transport for the failures a
// real server cannot be made to produce on demand (throttling, a dropped connection, expiry).
import {
  BatchWriteItemCommand,
  GetItemCommand,
  QueryCommand,
  ScanCommand,
  type AttributeValue
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../helpers/until.ts';
import { itemSize, measureItem } from '../../src/core/items/item-size.ts';
import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import { backoffDelay } from '../../src/core/reading/backoff-delay.ts';
import { createLcg } from '../../src/core/random/create-lcg.ts';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import type { Transport } from '../../src/live/transport.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { itemToCore } from '../../src/live/to-core.ts';
import {
  FIRST_PAGE_ITEMS,
  MIN_PAGE_ITEMS,
  readItems,
  type ReadClock,
  type ReadEvent,
  type ReadOptions,
  type ReadSource
} from '../../src/live/read-items.ts';
import type { SegmentPosition } from '../../src/live/read-events.ts';
import { sampledSegments } from '../../src/core/result-sets/sampled-segments.ts';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { createActiveTable, startDynalite, type LocalDynamo } from './dynalite-server.ts';
import { stubTransport, type StubAnswer } from './stub-transport.ts';

let dynamo: LocalDynamo;
let client: LiveClient;
const BIG = 'big-items';
const BIG_COUNT = 300;
/** Small items of varied sizes, more than two first pages' worth. */
const SMALL = 'small-items';
const SMALL_COUNT = 2600;

beforeAll(async () => {
  dynamo = await startDynalite();
  await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
  await createActiveTable(dynamo.seeder, {
    TableName: BIG,
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' }
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' }
    ],
    BillingMode: 'PAY_PER_REQUEST'
  });
  for (let i = 0; i < BIG_COUNT; i += 25) {
    const batch = Array.from({ length: 25 }, (_, j) => ({
      PutRequest: {
        Item: {
          PK: { S: `P#${(i + j) % 17}` },
          SK: { S: `S#${String(i + j).padStart(4, '0')}` },
          payload: { S: 'x'.repeat(2000) }
        } as Record<string, AttributeValue>
      }
    }));
    await dynamo.seeder.send(new BatchWriteItemCommand({ RequestItems: { [BIG]: batch } }));
  }
  await createActiveTable(dynamo.seeder, {
    TableName: SMALL,
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST'
  });
  const sizes = createLcg(11);
  for (let i = 0; i < SMALL_COUNT; i += 25) {
    const batch = Array.from({ length: 25 }, (_, j) => ({
      PutRequest: {
        Item: {
          PK: { S: `ITEM#${String(i + j).padStart(5, '0')}` },
          note: { S: 'n'.repeat(20 + Math.floor(sizes() * 60)) }
        } as Record<string, AttributeValue>
      }
    }));
    await dynamo.seeder.send(new BatchWriteItemCommand({ RequestItems: { [SMALL]: batch } }));
  }
  client = live(dynamo.url);
});

afterAll(async () => {
  client?.destroy();
  await dynamo?.close();
});

function live(endpoint: string, transport?: Transport, holder?: CredentialsHolder): LiveClient {
  const h = holder ?? new CredentialsHolder();
  if (!holder) h.set({ accessKeyId: 'local', secretAccessKey: 'local' });
  return createLiveClient({
    target: { kind: 'endpoint', endpoint },
    credentials: h,
    ...(transport ? { transport } : {})
  });
}

async function collect(
  c: LiveClient,
  source: ReadSource,
  options: ReadOptions = {},
  onEvent?: (e: ReadEvent) => void
): Promise<{
  events: ReadEvent[];
  items: AttributeMap[];
  end: Extract<ReadEvent, { kind: 'end' }>;
}> {
  const events: ReadEvent[] = [];
  for await (const e of readItems(c, source, options)) {
    events.push(e);
    onEvent?.(e);
  }
  const end = events.at(-1);
  if (end?.kind !== 'end') throw new Error('the read did not end with an end event');
  return { events, items: events.flatMap((e) => (e.kind === 'page' ? e.items : [])), end };
}

const keyOf = (i: AttributeMap) => JSON.stringify([i['PK'], i['SK']]);
const keys = (items: AttributeMap[]) => items.map(keyOf).sort();

async function sdkScan(
  table: string,
  segment?: { Segment: number; TotalSegments: number }
): Promise<string[]> {
  const out: string[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.seeder.send(
      new ScanCommand({ TableName: table, ExclusiveStartKey: start, ...segment })
    );
    for (const item of page.Items ?? []) out.push(JSON.stringify([item['PK'], item['SK']]));
    start = page.LastEvaluatedKey;
  } while (start);
  return out.sort();
}

/** A clock that only moves when the reader sleeps: pacing shows as fake time, never as waiting. */
function fakeClock(): ReadClock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    }
  };
}

describe('readItems on a real dynalite', () => {
  it('scans every item page by page, with progress from ConsumedCapacity', async () => {
    const { events, items, end } = await collect(
      client,
      { kind: 'scan', table: 'battle-royale' },
      { pageSize: 5 }
    );
    expect(keys(items)).toEqual(await sdkScan('battle-royale'));
    const pages = events.filter((e) => e.kind === 'page');
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 5, 2]);
    // What the reader counts is what the same requests cost when sent directly.
    let units = 0;
    let start: Record<string, AttributeValue> | undefined;
    do {
      const p = await dynamo.seeder.send(
        new ScanCommand({
          TableName: 'battle-royale',
          Limit: 5,
          ExclusiveStartKey: start,
          ReturnConsumedCapacity: 'TOTAL'
        })
      );
      units += p.ConsumedCapacity!.CapacityUnits!;
      start = p.LastEvaluatedKey;
    } while (start);
    expect(end).toMatchObject({ reason: 'complete', cursor: null });
    expect(end.progress).toMatchObject({
      items: 22,
      pages: 5,
      scanned: 22,
      readUnits: units,
      estimatedUnits: false
    });
    expect(end.progress.bytes).toBe(items.reduce((n, i) => n + itemSize(i), 0));
  });

  it('sized by bytes: the first pages ask for FIRST_PAGE_ITEMS, later ones for about pageBytes at the average size read', async () => {
    const pageBytes = 12_000;
    const { events, items, end } = await collect(
      client,
      { kind: 'scan', table: SMALL },
      { pageBytes }
    );
    expect(keys(items)).toEqual(await sdkScan(SMALL));
    expect(end).toMatchObject({ reason: 'complete' });
    const pages = events.flatMap((e) => (e.kind === 'page' ? [e.items] : []));
    // The second request goes ahead before the first page is measured: it asks the same.
    expect(pages.slice(0, 2).map((p) => p.length)).toEqual([FIRST_PAGE_ITEMS, FIRST_PAGE_ITEMS]);
    const middle = pages.slice(2, -1);
    expect(middle.length).toBeGreaterThan(1);
    for (const page of middle) {
      const size = page.reduce((n, i) => n + itemSize(i), 0);
      expect(page.length).toBeLessThan(FIRST_PAGE_ITEMS);
      expect(Math.abs(size - pageBytes) / pageBytes).toBeLessThan(0.2);
    }
    // However small the aim, a request asks for MIN_PAGE_ITEMS at least.
    const tiny = await collect(client, { kind: 'scan', table: SMALL }, { pageBytes: 10 });
    const counts = tiny.events.flatMap((e) => (e.kind === 'page' ? [e.items.length] : []));
    expect(counts.slice(2, -1).every((n) => n === MIN_PAGE_ITEMS)).toBe(true);
    expect(tiny.items).toHaveLength(SMALL_COUNT);
  });

  it('scans in parallel segments: every item exactly once', async () => {
    const { items, end } = await collect(
      client,
      { kind: 'scan', table: BIG, segments: 4 },
      { pageSize: 40 }
    );
    expect(items).toHaveLength(BIG_COUNT);
    expect(keys(items)).toEqual(await sdkScan(BIG));
    expect(end.progress).toMatchObject({ segmentsDone: 4, totalSegments: 4 });
  });

  it("tells each page's segment position: taken page by page, they add up to the end's cursor", async () => {
    const stop = new AbortController();
    const { events, end } = await collect(
      client,
      { kind: 'scan', table: BIG, segments: 4 },
      { pageSize: 20, signal: stop.signal },
      (e) => {
        if (e.kind === 'page' && e.progress.pages === 5) stop.abort();
      }
    );
    expect(end.reason).toBe('stopped');
    const positions: SegmentPosition[] = Array.from({ length: 4 }, () => ({ state: 'start' }));
    for (const e of events) if (e.kind === 'page') positions[e.segment] = e.position;
    expect(positions).toEqual(end.cursor!.positions);
    expect(positions.some((p) => p.state === 'after')).toBe(true);
  });

  it('samples only the drawn segments, each from its start, sharing the item cap', async () => {
    const sample = { count: 3, seed: 5 };
    const { items, events, end } = await collect(
      client,
      { kind: 'scan', table: BIG, segments: 10, sample },
      { pageSize: 7, limits: { maxItems: 45 } }
    );
    const drawn = sampledSegments(10, 3, 5);
    const read = new Set(keys(items));
    for (const s of drawn) {
      // DynamoDB's own Scan of the segment, in its order: the sample holds its first items.
      const whole = await sdkScan(BIG, { Segment: s, TotalSegments: 10 });
      const taken = events
        .filter((e) => e.kind === 'page' && e.segment === s)
        .flatMap((e) => (e.kind === 'page' ? e.items : []));
      expect(taken.length).toBe(Math.min(15, whole.length));
      for (const k of keys(taken)) expect(read.has(k)).toBe(true);
    }
    expect(events.every((e) => e.kind !== 'page' || drawn.includes(e.segment))).toBe(true);
    expect(end.reason).toBe('item-cap');
    // Segments not drawn are done from the start; drawn ones stand after their last key.
    expect(end.cursor!.positions.map((p, s) => (drawn.includes(s) ? 'drawn' : p.state))).toEqual(
      Array.from({ length: 10 }, (_, s) => (drawn.includes(s) ? 'drawn' : 'done'))
    );
  });

  it('queries one partition of the table, and of an index, in either direction', async () => {
    const key = {
      partitionKey: { name: 'PK', type: 'S' as const },
      sortKey: { name: 'SK', type: 'S' as const }
    };
    const forward = await collect(
      client,
      {
        kind: 'query',
        table: 'battle-royale',
        key,
        condition: {
          partitionValue: { S: 'GAME#c6f38a6a' },
          sort: { operator: 'begins_with', value: { S: 'USER#' } }
        }
      },
      { pageSize: 2 }
    );
    const direct = await dynamo.seeder.send(
      new QueryCommand({
        TableName: 'battle-royale',
        KeyConditionExpression: 'PK = :p AND begins_with(SK, :u)',
        ExpressionAttributeValues: { ':p': { S: 'GAME#c6f38a6a' }, ':u': { S: 'USER#' } }
      })
    );
    expect(forward.items.map(keyOf)).toEqual(
      direct.Items!.map((i) => JSON.stringify([i['PK'], i['SK']]))
    );
    expect(forward.items.length).toBeGreaterThan(2); // it took several pages
    const backward = await collect(client, {
      kind: 'query',
      table: 'battle-royale',
      key,
      condition: {
        partitionValue: { S: 'GAME#c6f38a6a' },
        sort: { operator: 'begins_with', value: { S: 'USER#' } }
      },
      scanIndexForward: false
    });
    expect(backward.items.map(keyOf)).toEqual([...forward.items.map(keyOf)].reverse());
    const inverted = await collect(client, {
      kind: 'query',
      table: 'battle-royale',
      index: 'InvertedIndex',
      key: { partitionKey: { name: 'SK', type: 'S' }, sortKey: { name: 'PK', type: 'S' } },
      condition: { partitionValue: { S: 'USER#johnny' } }
    });
    expect(inverted.items.length).toBeGreaterThan(0);
    expect(inverted.items.every((i) => (i['SK'] as { S: string }).S === 'USER#johnny')).toBe(true);
  });

  const getSource = (sortValue: string): ReadSource => ({
    kind: 'get',
    table: 'battle-royale',
    key: {
      partitionKey: { name: 'PK', type: 'S' },
      sortKey: { name: 'SK', type: 'S' }
    },
    values: { partitionValue: { S: 'USER#johnny' }, sortValue: { S: sortValue } }
  });

  it("gets one item by its full key: one page holding DynamoDB's own GetItem answer, then complete", async () => {
    const { events, items, end } = await collect(client, getSource('#METADATA#johnny'));
    const direct = await dynamo.seeder.send(
      new GetItemCommand({
        TableName: 'battle-royale',
        Key: { PK: { S: 'USER#johnny' }, SK: { S: '#METADATA#johnny' } }
      })
    );
    expect(direct.Item).toBeDefined();
    expect(items).toEqual([itemToCore(direct.Item!)]);
    const page = events.find((e) => e.kind === 'page');
    expect(page).toMatchObject({
      segment: 0,
      position: { state: 'done' },
      sizes: items.map(measureItem)
    });
    expect(end).toMatchObject({ reason: 'complete', cursor: null });
    expect(end.progress).toMatchObject({ items: 1, pages: 1 });
    expect(end.progress.readUnits).toBeGreaterThan(0);
  });

  it('gets no item when none has the key: one empty page, then complete', async () => {
    const { events, items, end } = await collect(client, getSource('#METADATA#nobody'));
    const direct = await dynamo.seeder.send(
      new GetItemCommand({
        TableName: 'battle-royale',
        Key: { PK: { S: 'USER#johnny' }, SK: { S: '#METADATA#nobody' } }
      })
    );
    expect(direct.Item).toBeUndefined();
    expect(items).toEqual([]);
    expect(events.filter((e) => e.kind === 'page')).toHaveLength(1);
    expect(end).toMatchObject({ reason: 'complete', cursor: null, progress: { items: 0 } });
  });

  it('stops between pages when told, and resumes from the last key without losing or repeating', async () => {
    const stop = new AbortController();
    const first = await collect(
      client,
      { kind: 'scan', table: BIG },
      { pageSize: 30, signal: stop.signal },
      (e) => {
        if (e.kind === 'page' && e.progress.pages === 2) stop.abort();
      }
    );
    expect(first.end.reason).toBe('stopped');
    expect(first.items).toHaveLength(60);
    expect(first.events.filter((e) => e.kind === 'page')).toHaveLength(2);
    const rest = await collect(
      client,
      { kind: 'scan', table: BIG },
      { pageSize: 30, resume: first.end.cursor! }
    );
    expect(rest.end.reason).toBe('complete');
    expect(keys([...first.items, ...rest.items])).toEqual(await sdkScan(BIG));
  });

  it('with yieldTask, makes each page only after the task boundary it awaits', async () => {
    const order: string[] = [];
    let yields = 0;
    const yieldTask = async () => {
      order.push(`yield ${++yields}`);
      await new Promise<void>((resolve) => setImmediate(resolve));
    };
    const read = await collect(
      client,
      { kind: 'scan', table: BIG },
      { pageSize: 100, yieldTask },
      (e) => {
        if (e.kind === 'page') order.push(`page ${e.progress.pages}`);
      }
    );
    expect(read.end.reason).toBe('complete');
    // 300 items, 100 a page: three full pages and the empty one after the last key.
    expect(order).toEqual([1, 2, 3, 4].flatMap((k) => [`yield ${k}`, `page ${k}`]));
    expect(keys(read.items)).toEqual(await sdkScan(BIG));
  });

  it('a Stop during yieldTask drops that page, its position unchanged, and resuming loses nothing', async () => {
    const stop = new AbortController();
    let yields = 0;
    const yieldTask = async () => {
      if (++yields === 2) stop.abort();
    };
    const first = await collect(
      client,
      { kind: 'scan', table: BIG },
      { pageSize: 30, signal: stop.signal, yieldTask }
    );
    expect(first.end.reason).toBe('stopped');
    expect(first.items).toHaveLength(30);
    expect(first.end.progress.items).toBe(30);
    const rest = await collect(
      client,
      { kind: 'scan', table: BIG },
      { pageSize: 30, resume: first.end.cursor! }
    );
    expect(keys([...first.items, ...rest.items])).toEqual(await sdkScan(BIG));
  });

  it('stops at the item cap exactly (one segment), and the cap can be raised by resuming', async () => {
    const capped = await collect(
      client,
      { kind: 'scan', table: BIG },
      { limits: { maxItems: 45 } }
    );
    expect(capped.end.reason).toBe('item-cap');
    expect(capped.items).toHaveLength(45);
    const more = await collect(
      client,
      { kind: 'scan', table: BIG },
      { resume: capped.end.cursor!, limits: { maxItems: 1000 } }
    );
    expect(keys([...capped.items, ...more.items])).toEqual(await sdkScan(BIG));
  });

  it('stops at the byte cap after the page that reaches it', async () => {
    const r = await collect(
      client,
      { kind: 'scan', table: BIG },
      { pageSize: 10, limits: { maxBytes: 30_000 } }
    );
    expect(r.end.reason).toBe('byte-cap');
    expect(r.end.progress.bytes).toBeGreaterThanOrEqual(30_000);
    expect(r.end.progress.bytes - 30_000).toBeLessThan(10 * 2100); // at most one page over
    expect(r.end.cursor).not.toBeNull();
  });

  it('paces requests so consumed units follow the budget on the read’s clock', async () => {
    for (const segments of [1, 3]) {
      const clock = fakeClock();
      const rate = 10;
      const r = await collect(
        client,
        { kind: 'scan', table: BIG, segments },
        { pageSize: 20, budget: rate, clock }
      );
      expect(r.items).toHaveLength(BIG_COUNT);
      const pages = r.events.filter((e) => e.kind === 'page');
      const biggest = Math.max(
        ...pages.map((p, i) => p.progress.readUnits - (i ? pages[i - 1]!.progress.readUnits : 0))
      );
      const consumed = r.end.progress.readUnits;
      const elapsed = r.end.progress.elapsedMs / 1000;
      expect(consumed).toBeGreaterThan(rate * 3); // enough reading for the budget to bite
      // Never faster than the budget (one second of burst, one page of debt per segment)…
      expect(consumed).toBeLessThanOrEqual(rate * elapsed + rate + segments * biggest + 1e-9);
      // …and not needlessly slower: every wait repaid debt that was really there.
      expect(rate * elapsed).toBeLessThanOrEqual(
        consumed - rate + 0.01 * clock.slept.length + 1e-9
      );
      expect(r.events.some((e) => e.kind === 'wait' && e.reason === 'budget')).toBe(true);
    }
  });

  it('with no budget, never waits', async () => {
    const clock = fakeClock();
    await collect(client, { kind: 'scan', table: BIG }, { pageSize: 50, clock });
    expect(clock.slept).toEqual([]);
  });
});

describe('readItems against a stubbed transport', () => {
  const item = (n: number) => ({ PK: { S: `P#${n}` }, SK: { S: 'S' } });
  const page = (from: number, to: number, last: boolean): StubAnswer => ({
    body: {
      Items: Array.from({ length: to - from }, (_, i) => item(from + i)),
      Count: to - from,
      ScannedCount: to - from,
      ConsumedCapacity: { TableName: 't', CapacityUnits: 0.5 },
      ...(last ? {} : { LastEvaluatedKey: item(to - 1) })
    }
  });

  it('backs off throttling with jitter from the injected randomness, and goes on', async () => {
    const transport = stubTransport((_, n) =>
      n < 2
        ? { error: 'ProvisionedThroughputExceededException', message: 'too fast' }
        : page(0, 3, true)
    );
    const clock = fakeClock();
    const r = await collect(
      live('http://127.0.0.1:9', transport),
      { kind: 'scan', table: 't' },
      { clock, random: createLcg(3) }
    );
    const expected = createLcg(3);
    expect(clock.slept).toEqual([backoffDelay(0, expected), backoffDelay(1, expected)]);
    expect(
      r.events.filter((e) => e.kind === 'wait').map((e) => e.kind === 'wait' && e.reason)
    ).toEqual(['throttled', 'throttled']);
    expect(r.end).toMatchObject({ reason: 'complete', progress: { items: 3, retries: 2 } });
  });

  it('gives up after the retries with a resumable throttling problem and its cursor', async () => {
    const transport = stubTransport((_, n) =>
      n === 0 ? page(0, 2, false) : { error: 'ThrottlingException', message: 'no' }
    );
    const r = await collect(
      live('http://127.0.0.1:9', transport),
      { kind: 'scan', table: 't' },
      { clock: fakeClock(), random: () => 0.5, maxThrottleRetries: 3 }
    );
    expect(transport.calls).toHaveLength(5); // one page, then 1 + 3 throttled tries
    expect(r.end.reason).toBe('problem');
    expect(r.end.problem).toMatchObject({ kind: 'throttled', resumable: true });
    expect(r.end.cursor).toEqual({
      totalSegments: 1,
      positions: [{ state: 'after', key: item(1) }]
    });
    expect(r.items).toHaveLength(2);
  });

  it('keeps what loaded when the connection drops mid-scan, and resumes from the last key', async () => {
    const dropped = stubTransport((_, n) =>
      n === 0
        ? page(0, 4, false)
        : { throws: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) }
    );
    const first = await collect(live('http://127.0.0.1:9', dropped), { kind: 'scan', table: 't' });
    expect(first.items).toHaveLength(4);
    expect(first.end.problem).toMatchObject({ kind: 'network', resumable: true });
    expect(first.end.problem!.message).toContain('What was loaded is kept.');
    const healthy = stubTransport(() => page(4, 6, true));
    const rest = await collect(
      live('http://127.0.0.1:9', healthy),
      { kind: 'scan', table: 't' },
      { resume: first.end.cursor! }
    );
    expect(healthy.calls[0]!.body['ExclusiveStartKey']).toEqual(item(3));
    expect(rest.items.map(keyOf)).toEqual([4, 5].map((n) => keyOf(item(n) as never)));
  });

  it('after credentials expire mid-scan, new ones resume the same read', async () => {
    const h = new CredentialsHolder();
    h.set({ accessKeyId: 'ASIAOLD', secretAccessKey: 'old', sessionToken: 'old' });
    const transport = stubTransport((call, n) => {
      if (n === 0) return page(0, 2, false);
      return /Credential=ASIAOLD\//.test(call.headers['authorization'] ?? '')
        ? {
            error: 'ExpiredTokenException',
            message: 'The security token included in the request is expired'
          }
        : page(2, 3, true);
    });
    const c = live('http://127.0.0.1:9', transport, h);
    const first = await collect(c, { kind: 'scan', table: 't' });
    expect(first.end.problem).toMatchObject({
      kind: 'credentials',
      code: 'ExpiredTokenException',
      resumable: true
    });
    h.set({ accessKeyId: 'ASIANEW', secretAccessKey: 'new', sessionToken: 'new' });
    const rest = await collect(c, { kind: 'scan', table: 't' }, { resume: first.end.cursor! });
    expect(rest.end.reason).toBe('complete');
    expect([...first.items, ...rest.items]).toHaveLength(3);
  });

  it('Stop takes effect within the page in flight: the request is aborted, its page never arrives', async () => {
    const stop = new AbortController();
    const transport = stubTransport((_, n) =>
      n === 0
        ? page(0, 2, false)
        : new Promise<StubAnswer>(() => {
            // The user presses Stop while this request is out; its answer never comes, so the
            // read can only end by aborting it.
            stop.abort();
          })
    );
    const r = await collect(
      live('http://127.0.0.1:9', transport),
      { kind: 'scan', table: 't' },
      { signal: stop.signal }
    );
    expect(r.end.reason).toBe('stopped');
    expect(r.items).toHaveLength(2);
    expect(r.end.cursor).toEqual({
      totalSegments: 1,
      positions: [{ state: 'after', key: item(1) }]
    });
  });

  it('sends nothing more once the caller stops looping, and stops the request sent ahead', async () => {
    // The first page is answered; the request sent ahead for the next one is held open.
    const stub = stubTransport((_, n) =>
      n === 0 ? page(0, 2, false) : new Promise<StubAnswer>(() => {})
    );
    let ended = 0;
    const transport: Transport = {
      handle: (request, options) => {
        const answer = stub.handle(request, options);
        void answer.then(
          () => ended++,
          () => ended++
        );
        return answer;
      }
    };
    for await (const e of readItems(live('http://127.0.0.1:9', transport), {
      kind: 'scan',
      table: 't'
    })) {
      if (e.kind === 'page') break;
    }
    // Each request sent has ended: the first answered, the one ahead aborted.
    await until(() => ended === stub.calls.length);
    expect(stub.calls.length).toBeLessThanOrEqual(2);
  });

  it('reads an item with an attribute named __proto__ without crashing (the SDK drops its value)', async () => {
    const transport = stubTransport(() => ({
      body: JSON.parse(
        '{"Items":[{"PK":{"S":"a"},"SK":{"S":"b"},"__proto__":{"S":"x"},"m":{"M":{"__proto__":{"N":"1"}}}}],"Count":1}'
      ) as unknown
    }));
    const r = await collect(live('http://127.0.0.1:9', transport), { kind: 'scan', table: 't' });
    const [only] = r.items;
    expect(Object.getPrototypeOf(only)).toBeNull();
    expect(Object.keys(only!).sort()).toEqual(['PK', 'SK', 'm']);
    // Nested maps keep it: the SDK loses only a top-level attribute of that name.
    expect(Object.keys((only!['m'] as { M: object }).M)).toEqual(['__proto__']);
  });

  it('estimates read units from item sizes when the server does not report them', async () => {
    const transport = stubTransport(() => ({
      body: { Items: [item(1)], Count: 1, ScannedCount: 1 }
    }));
    const r = await collect(live('http://127.0.0.1:9', transport), { kind: 'scan', table: 't' });
    expect(r.end.progress).toMatchObject({ readUnits: 0.5, estimatedUnits: true });
  });

  it.each([
    ['eventually consistent', false, 0.5],
    ['strongly consistent', true, 1]
  ])(
    "estimates a GetItem that finds nothing at one request's minimum (%s: %s units)",
    async (_, consistentRead, units) => {
      const transport = stubTransport(() => ({ body: {} }));
      const r = await collect(
        live('http://127.0.0.1:9', transport),
        {
          kind: 'get',
          table: 't',
          key: { partitionKey: { name: 'PK', type: 'S' } },
          values: { partitionValue: { S: 'nobody' } }
        },
        { consistentRead }
      );
      expect(r.items).toEqual([]);
      expect(r.end.progress).toMatchObject({ readUnits: units, estimatedUnits: true });
    }
  );

  it('asks for ConsumedCapacity and sends segments only for parallel scans', async () => {
    const transport = stubTransport(() => page(0, 1, true));
    await collect(
      live('http://127.0.0.1:9', transport),
      { kind: 'scan', table: 't', index: 'GSI1', segments: 2 },
      { consistentRead: true }
    );
    expect(transport.calls.map((c) => c.body)).toEqual([
      {
        TableName: 't',
        IndexName: 'GSI1',
        ConsistentRead: true,
        ReturnConsumedCapacity: 'TOTAL',
        Segment: 0,
        TotalSegments: 2
      },
      {
        TableName: 't',
        IndexName: 'GSI1',
        ConsistentRead: true,
        ReturnConsumedCapacity: 'TOTAL',
        Segment: 1,
        TotalSegments: 2
      }
    ]);
  });

  it('queries a multi-attribute GSI key: each partition attribute by =, the sort prefix, with AND', async () => {
    const transport = stubTransport(() => page(0, 1, true));
    const source: ReadSource = {
      kind: 'query',
      table: 't',
      index: 'ByRound',
      multiKey: {
        partition: [
          { name: 'tournamentId', type: 'S' },
          { name: 'region', type: 'S' }
        ],
        sort: [
          { name: 'round', type: 'S' },
          { name: 'bracket', type: 'S' },
          { name: 'matchId', type: 'N' }
        ]
      },
      multiCondition: {
        partition: [{ S: 'W26' }, { S: 'NA' }],
        sort: [
          { operator: '=', value: { S: 'SEMI' } },
          { operator: 'begins_with', value: { S: 'UP' } }
        ]
      },
      scanIndexForward: false
    };
    await collect(live('http://127.0.0.1:9', transport), source, { limits: { maxItems: 50 } });
    expect(transport.calls.map((c) => c.body)).toEqual([
      {
        TableName: 't',
        IndexName: 'ByRound',
        Limit: 50,
        ReturnConsumedCapacity: 'TOTAL',
        ExpressionAttributeNames: {
          '#pk1': 'tournamentId',
          '#pk2': 'region',
          '#sk1': 'round',
          '#sk2': 'bracket'
        },
        ExpressionAttributeValues: {
          ':pk1': { S: 'W26' },
          ':pk2': { S: 'NA' },
          ':sk1': { S: 'SEMI' },
          ':sk2': { S: 'UP' }
        },
        KeyConditionExpression:
          '#pk1 = :pk1 AND #pk2 = :pk2 AND #sk1 = :sk1 AND begins_with(#sk2, :sk2)',
        ScanIndexForward: false
      }
    ]);
  });

  it('refuses impossible segment counts and a parallel cursor for a query', async () => {
    const c = live(
      'http://127.0.0.1:9',
      stubTransport(() => page(0, 1, true))
    );
    await expect(collect(c, { kind: 'scan', table: 't', segments: 0 })).rejects.toThrow(
      'segments must be a whole number'
    );
    await expect(
      collect(
        c,
        {
          kind: 'query',
          table: 't',
          key: { partitionKey: { name: 'PK', type: 'S' } },
          condition: { partitionValue: { S: 'a' } }
        },
        { resume: { totalSegments: 2, positions: [{ state: 'start' }, { state: 'start' }] } }
      )
    ).rejects.toThrow('a Query reads one partition');
  });
});
