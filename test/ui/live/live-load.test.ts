// A load that meets the failures a server cannot be made to give on demand (expired credentials,
// AccessDenied, a dropped connection), through the real client on a stubbed transport: what was
// loaded stays in the studio, the problem is named with its fix, and the load resumes from the
// last key (with new credentials, for expired ones).
import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_LIMITS } from '../../../src/core/reading/read-limits.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { countItems } from '../../../src/core/items/count-items.ts';
import { openConnection } from '../../../src/ui/live/live-api.ts';
import { LiveDesigns } from '../../../src/ui/live/live-designs.svelte.ts';
import { LiveLoad, PAGE_BYTES } from '../../../src/ui/live/live-load.svelte.ts';
import { FIRST_PAGE_ITEMS } from '../../../src/live/read-items.ts';
import { itemSize } from '../../../src/core/items/item-size.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { stubTransport, type StubAnswer } from '../../live/stub-transport.ts';
import { hostLine } from './host-line.ts';
import { setupWorkerState } from '../analysis/fake-worker.ts';
import { until } from '../../helpers/until.ts';

const table: Design = {
  name: 'Live: t',
  tables: [
    {
      name: 't',
      partitionKey: { name: 'id', type: 'S' },
      globalSecondaryIndexes: [],
      localSecondaryIndexes: [],
      items: []
    }
  ],
  entities: [],
  accessPatterns: []
};

const page = (from: number, n: number, last: boolean): StubAnswer => ({
  body: {
    Items: Array.from({ length: n }, (_, i) => ({ id: { S: `ITEM#${from + i}` } })),
    Count: n,
    ScannedCount: n,
    ConsumedCapacity: { TableName: 't', CapacityUnits: 0.5 },
    ...(last ? {} : { LastEvaluatedKey: { id: { S: `ITEM#${from + n - 1}` } } })
  }
});

function setup(answer: Parameters<typeof stubTransport>[0]) {
  const studio = new StudioState();
  const { state: worker, workers } = setupWorkerState();
  const pump = setInterval(() => workers.at(-1)?.drain(), 1);
  const transport = stubTransport(answer);
  const connection = openConnection(
    { kind: 'endpoint', endpoint: 'http://127.0.0.1:8000' },
    { accessKeyId: 'ASIAOLDOLDOLDOLD1111', secretAccessKey: 'old', sessionToken: 'old-token' },
    new EventTarget(),
    () => {},
    hostLine(transport).connect
  );
  const designs = new LiveDesigns(studio, worker, table, 'Live: t', null);
  const load = new LiveLoad(
    {
      source: { kind: 'scan', table: 't' },
      budget: null,
      limits: DEFAULT_READ_LIMITS,
      consistentRead: false
    },
    designs,
    {
      target: 'http://127.0.0.1:8000',
      link: { target: { kind: 'embedded' }, table: 't', read: { kind: 'scan' } }
    }
  );
  return { studio, load, connection, transport, stop: () => clearInterval(pump) };
}

const settled = (load: LiveLoad) => until(() => !load.running && !load.designs.deriving);

describe('LiveLoad', () => {
  it('asks for pages of about PAGE_BYTES, by the size of the items read so far', async () => {
    const { load, connection, transport, stop } = setup((_, n) => page(n * 10, 10, n === 3));
    await load.run(connection);
    await settled(load);
    expect(load.end).toMatchObject({ reason: 'complete' });
    const limits = transport.calls.map((c) => c.body['Limit']);
    // Two requests before any page is measured, then as many items as PAGE_BYTES holds.
    const each = itemSize({ id: { S: 'ITEM#10' } });
    expect(limits.slice(0, 2)).toEqual([FIRST_PAGE_ITEMS, FIRST_PAGE_ITEMS]);
    for (const limit of limits.slice(2)) {
      expect(limit).toBeGreaterThan(Math.floor(PAGE_BYTES / (each + 1)));
      expect(limit).toBeLessThanOrEqual(Math.floor(PAGE_BYTES / (each - 1)));
    }
    connection.close();
    stop();
  });

  it('keeps what loaded when the credentials expire, and goes on with new ones from the last key', async () => {
    const { studio, load, connection, transport, stop } = setup((call, n) =>
      n === 0
        ? page(0, 3, false)
        : call.headers['authorization']?.includes('ASIANEWNEWNEWNEW2222')
          ? page(3, 2, true)
          : {
              error: 'ExpiredTokenException',
              message: 'The security token included in the request is expired'
            }
    );
    await load.run(connection);
    await settled(load);
    expect(load.end).toMatchObject({
      reason: 'problem',
      problem: {
        kind: 'credentials',
        resumable: true,
        message: expect.stringMatching(/expired.*What was loaded is kept/)
      }
    });
    expect(load.resumable).toBe(true);
    expect(countItems(studio.design!)).toBe(3);
    // The expired token is not in anything shown.
    expect(JSON.stringify(load.end)).not.toContain('old-token');

    connection.setCredentials({
      accessKeyId: 'ASIANEWNEWNEWNEW2222',
      secretAccessKey: 'new',
      sessionToken: 'new-token'
    });
    await load.run(connection, load.end!.cursor!);
    await settled(load);
    expect(load.end).toMatchObject({ reason: 'complete', cursor: null });
    expect(load.progress.items).toBe(5);
    expect(countItems(studio.design!)).toBe(5);
    // It asked again from the last key it had.
    expect(transport.calls.at(-1)!.body['ExclusiveStartKey']).toEqual({ id: { S: 'ITEM#2' } });
    connection.close();
    stop();
  });

  it.each([
    [
      'AccessDenied on Scan',
      {
        error: 'AccessDeniedException',
        message: 'User is not authorized to perform: dynamodb:Scan'
      },
      { kind: 'access-denied', permission: 'dynamodb:Scan' }
    ],
    [
      'a dropped connection',
      { throws: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) },
      { kind: 'network', resumable: true }
    ]
  ] as const)('names %s, keeps what loaded and can resume', async (_, failure, problem) => {
    let fail = true;
    const { studio, load, connection, stop } = setup((_c, n) =>
      n === 0
        ? page(0, 4, false)
        : fail
          ? ((fail = false), failure as StubAnswer)
          : page(4, 1, true)
    );
    await load.run(connection);
    await settled(load);
    expect(load.end?.problem).toMatchObject(problem);
    expect(load.end?.problem?.fix).toBeTruthy();
    expect(countItems(studio.design!)).toBe(4);
    expect(load.resumable).toBe(true);
    await load.run(connection, load.end!.cursor!);
    await settled(load);
    expect(load.progress.items).toBe(5);
    expect(countItems(studio.design!)).toBe(5);
    connection.close();
    stop();
  });
});
