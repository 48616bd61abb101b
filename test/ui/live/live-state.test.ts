// The studio's live state against a real dynalite (in-process, loopback, free port) and the real
// analysis host behind structured clones: connect, describe, load into the studio, infer, overlay,
// Stop and resume, disconnect and page hide.
import { BatchWriteItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../../src/core/export/table-items.ts';
import { countItems } from '../../../src/core/items/count-items.ts';
import { literalKeyCondition } from '../../../src/core/query/literal-key-condition.ts';
import { DEFAULT_READ_LIMITS } from '../../../src/core/reading/read-limits.ts';
import { ShellState } from '../../../src/ui/shell/shell-state.svelte.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import type { LoadSettings } from '../../../src/ui/live/live-load.svelte.ts';
import { LiveState } from '../../../src/ui/live/live-state.svelte.ts';
import type { NearLimit } from '../../../src/ui/live/browser-memory.ts';
import { encodeLiveLink } from '../../../src/core/result-sets/encode-live-link.ts';
import { holdsRemoteItems } from '../../../src/ui/analysis/remote-items.ts';
import { seedLocalTable } from '../../../scripts/seed-local-table.ts';
import { createActiveTable, startDynalite, type LocalDynamo } from '../../live/dynalite-server.ts';
import { hostLine } from './host-line.ts';
import { itemsOfBlob } from '../../../src/ui/analysis/blob-items.ts';
import { example } from '../../helpers/example.ts';
import { setupWorkerState } from '../analysis/fake-worker.ts';
import { until } from '../../helpers/until.ts';
import { SavedReads } from '../../../src/ui/live/saved-reads.svelte.ts';
import { decodeSavedReads } from '../../../src/core/result-sets/decode-saved-reads.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { derivationOf } from '../../../src/ui/analysis/remote-items.ts';

let dynamo: LocalDynamo;
const BIG = 'big';
const BIG_ITEMS = 1200;

beforeAll(async () => {
  dynamo = await startDynalite();
  await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
  await createActiveTable(dynamo.seeder, {
    TableName: BIG,
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST'
  });
  const pad = 'y'.repeat(2000);
  for (let i = 0; i < BIG_ITEMS; i += 25) {
    const batch = Array.from({ length: 25 }, (_, j) => ({
      PutRequest: {
        Item: { id: { S: `ITEM#${i + j}` }, pad: { S: pad } } as Record<string, AttributeValue>
      }
    }));
    let pending: typeof batch | undefined = batch;
    while (pending?.length) {
      const out = await dynamo.seeder.send(
        new BatchWriteItemCommand({ RequestItems: { [BIG]: pending } })
      );
      pending = out.UnprocessedItems?.[BIG] as typeof batch | undefined;
    }
  }
});

afterAll(() => dynamo?.close());

/** A page stand-in for `pagehide`. */
class FakePage extends EventTarget {}

/** sessionStorage's stand-in: it outlives the LiveState, as sessionStorage outlives a reload. */
class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly #map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.#map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#map.set(key, value);
  }
  removeItem(key: string): void {
    this.#map.delete(key);
  }
}

/** A LiveState on a studio and a fake worker that answers (and is asked, as App asks it) at once. */
function setup(nearLimit?: NearLimit, storage?: MemoryStorage) {
  const studio = new StudioState();
  const { state: worker, workers } = setupWorkerState();
  const page = new FakePage();
  const live = new LiveState(
    studio,
    worker,
    new ShellState(1280),
    page,
    nearLimit,
    new SavedReads((storage as unknown as Storage | undefined) ?? null),
    hostLine().connect
  );
  let asked: unknown = null;
  const pump = setInterval(() => {
    // What App's effect does: a design that needs the worker goes to it.
    if (studio.design && studio.design !== asked && studio.useWorker) {
      asked = studio.design;
      worker.request(studio.design);
    }
    workers.at(-1)?.drain();
  }, 1);
  return { studio, worker, workers, live, page, stop: () => clearInterval(pump) };
}

const scan = (table: string, budget: number | null = null): LoadSettings => ({
  source: { kind: 'scan', table },
  budget,
  limits: DEFAULT_READ_LIMITS,
  consistentRead: false
});

describe('LiveState', () => {
  it('connects, lists and describes, and refuses a target outside the CSP before any request', async () => {
    const { live, stop } = setup();
    expect(
      await live.connect({ kind: 'endpoint', endpoint: 'http://example.com:8000' }, 'emulator')
    ).toBe(false);
    expect(live.problem).toMatchObject({
      kind: 'blocked',
      message: expect.stringMatching(/Content-Security-Policy/)
    });
    expect(await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator')).toBe(true);
    expect(live.tables).toEqual(['battle-royale', BIG]);
    await live.choose('battle-royale');
    expect(live.description).toMatchObject({
      name: 'battle-royale',
      indexes: [{ name: 'InvertedIndex' }]
    });
    await live.choose('no-such-table');
    expect(live.description).toBeNull();
    expect(live.problem).toMatchObject({ kind: 'not-found' });
    live.disconnect();
    stop();
  });

  // The worker's start (its module compiled on another core) overlaps the read, not the task
  // that shows the first page.
  it('makes the analysis worker once connected, before a load needs it', async () => {
    const { live, workers, stop } = setup();
    expect(workers).toHaveLength(0);
    expect(await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator')).toBe(true);
    expect(workers).toHaveLength(1);
    live.disconnect();
    stop();
  });

  it('names a dead endpoint plainly', async () => {
    const { live, stop } = setup();
    expect(
      await live.connect({ kind: 'endpoint', endpoint: 'http://127.0.0.1:1' }, 'emulator')
    ).toBe(false);
    expect(live.problem).toMatchObject({ kind: 'endpoint', operation: 'ListTables' });
    expect(live.connection).toBeNull();
    stop();
  });

  it('loads a table into the studio through the worker, then shows the design inferred from it', async () => {
    const { studio, live, stop } = setup();
    const gaming = example('gaming');
    studio.open(gaming, 'Example: Gaming');
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose('battle-royale');
    const load = live.start(scan('battle-royale'))!;
    await until(() => !load.running && load.designs.inferred !== null);
    expect(load.end).toMatchObject({ reason: 'complete', cursor: null });
    expect(load.progress.items).toBe(22);
    // The raw table went to the worker page by page; the inferred design (22 items) came back whole.
    expect(holdsRemoteItems(load.designs.raw)).toBe(true);
    expect(studio.design).toBe(load.designs.inferred!.design);
    expect(holdsRemoteItems(studio.design)).toBe(false);
    expect(countItems(studio.design!)).toBe(22);
    expect(studio.design!.entities.map((e) => [e.name, e.keys])).toEqual([
      ['Game', { PK: 'GAME#${gameId}', SK: '#METADATA#${gameId}' }],
      ['GameUser', { PK: 'GAME#${gameId}', SK: 'USER#${username}' }],
      ['User', { PK: 'USER#${username}', SK: '#METADATA#${username}' }]
    ]);
    expect(studio.label).toBe('Live: battle-royale — inferred design');

    // The design open before the load is laid over the items.
    expect(load.designs.authored).toBe(gaming);
    await load.designs.lay(true);
    expect(load.designs.overlay!.about).toMatchObject({
      members: [
        { name: 'User', count: 6 },
        { name: 'Game', count: 4 },
        { name: 'UserGameMapping', count: 12 }
      ],
      unmatched: 0,
      collisions: 0
    });
    expect(studio.design!.entities.map((e) => e.name)).toEqual(['User', 'Game', 'UserGameMapping']);

    // The raw view, then another design: the live designs stop following.
    load.designs.choose('raw');
    expect(studio.design).toBe(load.designs.raw);
    studio.open(gaming, 'again');
    expect(load.designs.bound).toBe(false);
    load.designs.rebind();
    expect(studio.design).toBe(load.designs.raw);
    live.disconnect();
    stop();
  });

  it('stops a budgeted scan within a page and resumes from the last key, every item once', async () => {
    const { studio, live, stop } = setup();
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose(BIG);
    const load = live.start(scan(BIG, 1))!;
    await until(() => load.waiting?.reason === 'budget');
    const first = load.progress.items;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(BIG_ITEMS);
    load.stop();
    await until(() => !load.running);
    expect(load.end).toMatchObject({ reason: 'stopped' });
    expect(load.resumable).toBe(true);
    expect(load.progress.items).toBe(first);
    await until(() => load.designs.inferred?.about.items === first);
    expect(studio.design).toBe(load.designs.inferred!.design);
    // Resumed, it reads on from the last key; the inferred design is stale while it does, so the
    // studio shows the table as read (held back by the budget again after a page)…
    live.resume();
    await until(() => load.waiting?.reason === 'budget' && load.progress.items > first);
    await until(() => studio.design === load.designs.raw && load.designs.loaded > first);
    load.stop();
    await until(() => !load.running);
    // …and without a budget it goes on to the end, then shows the design inferred from all of it.
    load.settings = { ...load.settings, budget: null };
    live.resume();
    await until(() => !load.running && load.designs.inferred?.about.items === BIG_ITEMS);
    expect(load.end).toMatchObject({ reason: 'complete', cursor: null });
    expect(load.progress.items).toBe(BIG_ITEMS);
    expect(load.designs.loaded).toBe(BIG_ITEMS);
    expect(countItems(studio.design!)).toBe(BIG_ITEMS);
    live.disconnect();
    stop();
  });

  it('loads one partition by Query, with the sort key condition the access patterns use', async () => {
    const { studio, live, stop } = setup();
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose('battle-royale');
    const key = {
      partitionKey: { name: 'PK', type: 'S' as const },
      sortKey: { name: 'SK', type: 'S' as const }
    };
    const condition = literalKeyCondition(key, {
      partitionValue: 'GAME#c6f38a6a',
      sortKey: { operator: 'begins_with', value: 'USER#' }
    });
    if (!condition.ok) throw new Error(condition.message);
    const load = live.start({
      ...scan('battle-royale'),
      source: { kind: 'query', table: 'battle-royale', key, condition: condition.condition }
    })!;
    await until(() => !load.running && load.designs.inferred !== null);
    expect(load.end).toMatchObject({ reason: 'complete' });
    const analysed = analyzeDesign(example('gaming'));
    const want = tableItems(analysed.tables[0]!).filter(
      (i) =>
        (i['PK'] as { S: string }).S === 'GAME#c6f38a6a' &&
        (i['SK'] as { S: string }).S.startsWith('USER#')
    );
    expect(want.length).toBeGreaterThan(1);
    expect(load.progress.items).toBe(want.length);
    expect(countItems(studio.design!)).toBe(want.length);
    live.disconnect();
    stop();
  });

  it('shows a Query of an index as the index holds it: its view, grouped by its key', async () => {
    const { studio, live, stop } = setup();
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose('battle-royale');
    // InvertedIndex is keyed SK → PK: one user's mappings share its partition.
    const key = {
      partitionKey: { name: 'SK', type: 'S' as const },
      sortKey: { name: 'PK', type: 'S' as const }
    };
    const condition = literalKeyCondition(key, { partitionValue: 'USER#johnny' });
    if (!condition.ok) throw new Error(condition.message);
    const load = live.start({
      ...scan('battle-royale'),
      source: {
        kind: 'query',
        table: 'battle-royale',
        index: 'InvertedIndex',
        key,
        condition: condition.condition
      }
    })!;
    await until(() => !load.running && load.designs.inferred !== null);
    expect(load.progress.items).toBeGreaterThan(1);
    expect(studio.design!.readFrom).toEqual({
      operation: 'Query',
      table: 'battle-royale',
      index: 'InvertedIndex'
    });
    const views = studio.design!.tables[0]!.globalSecondaryIndexes.map((g) => g.name);
    expect(studio.view).toBe(1 + views.indexOf('InvertedIndex'));
    live.disconnect();
    stop();
  });

  it('resumes only once the target it read from is connected again', async () => {
    const { live, stop } = setup();
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose(BIG);
    const load = live.start({ ...scan(BIG), limits: { ...DEFAULT_READ_LIMITS, maxItems: 10 } })!;
    await until(() => !load.running && load.designs.inferred !== null);
    expect(live.canResume).toBe(true);
    live.disconnect();
    expect(live.canResume).toBe(false);
    await live.connect(
      { kind: 'endpoint', endpoint: dynamo.url.replace('127.0.0.1', 'localhost') },
      'emulator'
    );
    expect(live.canResume).toBe(false);
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    expect(live.canResume).toBe(true);
    live.resume({ ...DEFAULT_READ_LIMITS, maxItems: 20 });
    await until(() => !load.running && load.progress.items === 20);
    live.disconnect();
    stop();
  });

  it('stops at the item cap and goes on with a raised one', async () => {
    const { live, stop } = setup();
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose(BIG);
    const load = live.start({ ...scan(BIG), limits: { ...DEFAULT_READ_LIMITS, maxItems: 100 } })!;
    await until(() => !load.running && load.designs.inferred !== null);
    expect(load.end).toMatchObject({ reason: 'item-cap' });
    expect(load.progress.items).toBe(100);
    live.resume({ ...DEFAULT_READ_LIMITS, maxItems: 250 });
    await until(() => !load.running && load.progress.items > 100);
    expect(load.end).toMatchObject({ reason: 'item-cap' });
    expect(load.progress.items).toBe(250);
    live.disconnect();
    stop();
  });

  it('forgets the credentials on disconnect and when the page is hidden, keeping what loaded', async () => {
    const { studio, live, page, stop } = setup();
    const credentials = {
      accessKeyId: 'ASIAUNITTESTKEY12345',
      secretAccessKey: 's3cr3t',
      sessionToken: 't0k3n'
    };
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, credentials);
    const connection = live.connection!;
    expect(live.credentials).toMatchObject({
      held: true,
      accessKey: 'ASIA…2345',
      kind: 'temporary'
    });
    expect(JSON.stringify(live)).not.toMatch(/s3cr3t|t0k3n/);
    await live.choose('battle-royale');
    const load = live.start(scan('battle-royale'))!;
    await until(() => !load.running && load.designs.inferred !== null);
    page.dispatchEvent(new Event('pagehide'));
    expect(live.connection).toBeNull();
    expect(connection.credentials()).toEqual({ held: false });
    expect(countItems(studio.design!)).toBe(22);
    // New credentials on a fresh connection work as before.
    expect(await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator')).toBe(true);
    live.disconnect();
    expect(live.credentials).toBeNull();
    stop();
  });
  it('keeps a Scan when a Query runs: two named sets beside each other, each shown on demand', async () => {
    const { studio, live, stop } = setup();
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose('battle-royale');
    const whole = live.start(scan('battle-royale'))!;
    await until(() => !whole.running && whole.designs.inferred !== null);
    const links = live.links;
    expect(
      links.open(
        '#live=1&endpoint=' +
          encodeURIComponent(dynamo.url) +
          '&table=battle-royale&read=query&pk=GAME%23c6f38a6a&sk-op=begins_with&sk=USER%23'
      )
    ).toBe(true);
    await until(() => live.sets.list.length === 2 && !live.sets.list[1]!.running);
    const one = live.sets.list[1]!;
    await until(() => one.designs.inferred !== null);
    expect(live.sets.list.map((set) => [set.name, set.completeness.text])).toEqual([
      ['Scan of battle-royale', 'complete: 22 items'],
      [
        'Query of battle-royale: PK = "GAME#c6f38a6a" and begins_with(SK, "USER#")',
        'complete: 4 items'
      ]
    ]);
    expect(live.load).toBe(one);
    expect(countItems(studio.design!)).toBe(4);
    // The Scan is still there, and showing it reads nothing again.
    const pages = whole.progress.pages;
    live.sets.show(whole);
    expect(live.load).toBe(whole);
    expect(studio.design).toBe(whole.designs.inferred!.design);
    expect(countItems(studio.design!)).toBe(22);
    expect(whole.progress.pages).toBe(pages);
    // Closed, the Query's set is gone; the last set cannot be closed while the studio shows it.
    live.sets.close(one);
    expect(live.sets.list).toEqual([whole]);
    expect(live.sets.closable(whole)).toBe(false);
    live.disconnect();
    stop();
  });

  it('reads one item by its key as a new set', async () => {
    const { studio, live, stop } = setup();
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose('battle-royale');
    const whole = live.start(scan('battle-royale'))!;
    await until(() => !whole.running && whole.designs.inferred !== null);
    const one = live.start({
      ...scan('battle-royale'),
      source: {
        kind: 'get',
        table: 'battle-royale',
        key: {
          partitionKey: { name: 'PK', type: 'S' },
          sortKey: { name: 'SK', type: 'S' }
        },
        values: { partitionValue: { S: 'USER#johnny' }, sortValue: { S: '#METADATA#johnny' } }
      }
    })!;
    await until(() => !one.running && one.designs.inferred !== null);
    expect(live.sets.list.map((set) => [set.name, set.completeness.text])).toEqual([
      ['Scan of battle-royale', 'complete: 22 items'],
      ['GetItem of battle-royale: PK = "USER#johnny", SK = "#METADATA#johnny"', 'complete: 1 item']
    ]);
    expect(live.load).toBe(one);
    expect(countItems(studio.design!)).toBe(1);
    live.disconnect();
    stop();
  });

  it('opens a live link by asking to connect, then reads it as a new set', async () => {
    const { live, stop } = setup();
    const hash = `#live=1&endpoint=${encodeURIComponent(dynamo.url)}&table=battle-royale&index=InvertedIndex&read=query&pk=USER%23johnny`;
    expect(live.links.open(hash)).toBe(true);
    expect(live.dialogRequest?.mode).toBe('connect');
    expect(live.links.pending).toMatchObject({ table: 'battle-royale', index: 'InvertedIndex' });
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    const set = (await live.links.follow())!;
    await until(() => !set.running);
    expect(set.name).toBe('Query of battle-royale index InvertedIndex: SK = "USER#johnny"');
    expect(set.end).toMatchObject({ reason: 'complete' });
    expect(set.progress.items).toBeGreaterThan(0);
    // The set's own link is the one opened, with the region the endpoint was asked for.
    expect(encodeLiveLink(set.origin.link)).toBe(
      hash.replace('&table=', '&region=us-east-1&table=')
    );
    live.disconnect();
    stop();
  });

  it.each([
    [
      'a link that cannot be decoded',
      '#live=1&table=battle-royale&read=scan',
      'it names no place to read'
    ],
    ['a table the target lacks', 'ENDPOINT&table=nope&read=scan', 'has no table "nope"'],
    [
      'an index the table lacks',
      'ENDPOINT&table=battle-royale&index=Gone&read=scan',
      'has no index "Gone" now'
    ],
    [
      'a value the key refuses',
      'ENDPOINT&table=battle-royale&read=query&pk=',
      'cannot contain an empty string value'
    ]
  ])('says why it cannot follow %s', async (_name, link, why) => {
    const { live, stop } = setup();
    live.links.open(link.replace('ENDPOINT', `#live=1&endpoint=${encodeURIComponent(dynamo.url)}`));
    if (live.links.pending) {
      await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
      expect(await live.links.follow()).toBeNull();
    }
    expect(live.links.problem).toContain(why);
    expect(live.sets.list).toEqual([]);
    live.disconnect();
    stop();
  });
  it('keeps the place page by page while a load runs, so a tab that dies mid-load keeps it', async () => {
    const storage = new MemoryStorage();
    const { live, stop } = setup(undefined, storage);
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose(BIG);
    const load = live.start(scan(BIG, 1))!;
    await until(() => load.waiting?.reason === 'budget');
    // Still reading: what a reload now would find is the place of the pages taken so far.
    expect(load.running).toBe(true);
    const kept = decodeSavedReads(storage.getItem('keyscope.live.places'));
    expect(kept.reads).toMatchObject([{ name: 'Scan of big', items: load.progress.items }]);
    expect(kept.reads[0]!.cursor.positions).toMatchObject([{ state: 'after' }]);
    load.stop();
    await until(() => !load.running);
    live.disconnect();
    stop();
  });

  it('keeps where a load had got to across a reload, and reads on from there: every item once', async () => {
    const storage = new MemoryStorage();
    // The ids a set read, from the pages its raw table was appended from (the worker holds them).
    const ids = async (design: Design): Promise<string[]> => {
      const pages: (readonly AttributeMap[])[] = [];
      for (
        let d = derivationOf(design.tables[0]!.items);
        d && d.change.kind === 'append';
        d = derivationOf(d.base.tables[0]!.items)
      )
        pages.unshift(...d.change.pages);
      // Each page is held as a Blob of its text, which only the worker parses: parsed here to count.
      return (await Promise.all(pages.map((page) => itemsOfBlob(page))))
        .flat()
        .map((item) => (item['id'] as { S: string }).S);
    };
    const before = setup(undefined, storage);
    await before.live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await before.live.choose(BIG);
    const first = before.live.start({
      source: { kind: 'scan', table: BIG, segments: 4 },
      budget: null,
      limits: { maxItems: 300, maxBytes: DEFAULT_READ_LIMITS.maxBytes },
      consistentRead: false
    })!;
    await until(() => !first.running && first.designs.loaded === first.progress.items);
    expect(first.end).toMatchObject({ reason: 'item-cap' });
    const read = await ids(first.designs.raw);
    before.live.disconnect();
    before.stop();

    // The page reloads: a new LiveState, the same tab's storage. Its place is offered.
    const { live, stop } = setup(undefined, storage);
    expect(live.saved.problems).toEqual([]);
    expect(live.saved.restored).toMatchObject([
      { name: 'Scan of big (4 segments)', items: read.length }
    ]);
    const place = live.saved.restored[0]!;
    expect(live.links.open(place.link, place)).toBe(true);
    expect(live.dialogRequest?.mode).toBe('connect');
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    const set = (await live.links.follow())!;
    await until(() => !set.running && set.designs.loaded === set.progress.items);
    expect(set.name).toBe(`Scan of big (4 segments), read on after ${read.length} items`);
    expect(set.end).toMatchObject({ reason: 'complete', cursor: null });
    // What it read is exactly what the first load had not: every item once.
    const rest = await ids(set.designs.raw);
    expect(new Set([...read, ...rest]).size).toBe(BIG_ITEMS);
    expect(read.length + rest.length).toBe(BIG_ITEMS);
    // Read to the end, there is no place left to keep.
    expect(live.saved.restored).toEqual([]);
    expect(storage.getItem('keyscope.live.places')).toBeNull();
    live.disconnect();
    stop();
  });

  it('stops a load itself near what the tab can hold, counting every set, and keeps what loaded', async () => {
    const asked: { items: number; past: boolean }[] = [];
    const { live, stop } = setup((held, past) => {
      asked.push({ items: held.items, past });
      return held.items >= 600 ? 'the tab holds 600 items, near the 650 it can hold' : null;
    });
    await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
    await live.choose('battle-royale');
    const first = live.start(scan('battle-royale'))!;
    await until(() => !first.running);
    await live.choose(BIG);
    const load = live.start({ ...scan(BIG), pastCapacity: true })!;
    await until(() => !load.running && !load.designs.deriving);
    expect(load.end).toMatchObject({
      reason: 'memory',
      memory: 'the tab holds 600 items, near the 650 it can hold'
    });
    expect(load.progress.items).toBeLessThan(BIG_ITEMS);
    // The 22 items of the first set count too, and the user's choice is passed on.
    expect(asked.at(-1)).toEqual({ items: 22 + load.progress.items, past: true });
    expect(load.designs.loaded).toBe(load.progress.items);
    expect(load.completeness.text).toBe(
      `partial: ${load.progress.items.toLocaleString('en')} items (stopped near what this tab can hold)`
    );
    expect(load.resumable).toBe(true);
    live.disconnect();
    stop();
  });
});
