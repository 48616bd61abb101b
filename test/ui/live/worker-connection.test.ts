// The page's side of a live connection whose reading happens in the live worker, here a real
// LiveHost on a stubbed transport at the far end of a MessageChannel (host-line.ts): a read's
// pages arrive whole and in order, a Stop still ends with its cursor, a close lets the worker go
// once its reads have ended, and leaving the page forgets the credentials with the worker.
import { describe, expect, it } from 'vitest';
import { openConnection } from '../../../src/ui/live/live-api.ts';
import { workerConnection } from '../../../src/ui/live/worker-connection.ts';
import type { ReadEvent } from '../../../src/live/read-events.ts';
import { LiveRequestError } from '../../../src/live/live-request-error.ts';
import { stubTransport, type StubAnswer } from '../../live/stub-transport.ts';
import { hostLine } from './host-line.ts';
import { blobOf, itemsOfBlob } from '../../../src/ui/analysis/blob-items.ts';
import { until } from '../../helpers/until.ts';
import { openLiveConnection } from '../../../src/live/live-connection.ts';

const TARGET = { kind: 'endpoint', endpoint: 'http://127.0.0.1:8000' } as const;
const CREDENTIALS = {
  accessKeyId: 'ASIAEXAMPLEEXAMPLE3W9X',
  secretAccessKey: 'secret',
  sessionToken: 'token'
};

/** Page `n` of a scan of 10 items a page, the last one `last`. */
const page = (n: number, last: number): StubAnswer => ({
  body: {
    Items: Array.from({ length: 10 }, (_, i) => ({
      id: { S: `ITEM#${n * 10 + i}` },
      data: { M: { n: { N: String(n * 10 + i) }, tags: { SS: ['a', 'b'] } } },
      bytes: { B: 'AQID' }
    })),
    Count: 10,
    ScannedCount: 10,
    ...(n === last ? {} : { LastEvaluatedKey: { id: { S: `ITEM#${n * 10 + 9}` } } })
  }
});

const scan = { kind: 'scan', table: 't' } as const;

async function all(events: AsyncGenerator<ReadEvent>): Promise<ReadEvent[]> {
  const out: ReadEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe('workerConnection', () => {
  it('reads every page whole and in order, held as a Blob until the analysis worker parses it', async () => {
    const line = hostLine(stubTransport((_, n) => page(n, 3)));
    const connection = workerConnection(line.connect, TARGET, 'emulator');
    const events = await all(connection.read(scan, {}));
    const pages = events.flatMap((e) => (e.kind === 'page' ? [e.items] : []));
    // The page holds each page as a Blob of its text, one placeholder per item.
    expect(pages.every((p) => blobOf(p) instanceof Blob && p.length === 10)).toBe(true);
    const items = (await Promise.all(pages.map((p) => itemsOfBlob(p)))).flat();
    expect(items.map((i) => (i['id'] as { S: string }).S)).toEqual(
      Array.from({ length: 40 }, (_, i) => `ITEM#${i}`)
    );
    expect(items[13]).toEqual({
      id: { S: 'ITEM#13' },
      data: { M: { n: { N: '13' }, tags: { SS: ['a', 'b'] } } },
      bytes: { B: 'AQID' }
    });
    expect(items.every((i) => Object.getPrototypeOf(i) === null)).toBe(true);
    expect(events.at(-1)).toMatchObject({ kind: 'end', reason: 'complete', cursor: null });
    connection.close();
  });

  it('ends a stopped read with the cursor of the pages it handed over', async () => {
    const line = hostLine(stubTransport((_, n) => page(n, 9)));
    const connection = workerConnection(line.connect, TARGET, 'emulator');
    const stop = new AbortController();
    const events: ReadEvent[] = [];
    for await (const event of connection.read(scan, { signal: stop.signal })) {
      events.push(event);
      if (event.kind === 'page') stop.abort();
    }
    const pages = events.filter((e) => e.kind === 'page');
    const end = events.at(-1);
    expect(end).toMatchObject({ kind: 'end', reason: 'stopped' });
    // The cursor stands after the last item handed over: none read is lost, none read twice.
    const last = pages.at(-1)!;
    expect(end?.kind === 'end' && end.cursor?.positions[0]).toEqual(last.position);
    connection.close();
  });

  it('names a failed request as the in-process connection does, with its fix', async () => {
    const denied = () =>
      stubTransport(() => ({ error: 'AccessDeniedException', message: 'not authorized' }));
    const connection = workerConnection(hostLine(denied()).connect, TARGET, CREDENTIALS);
    const error = await connection.listTables().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveRequestError);
    const problem = await connection.problem(error, { operation: 'ListTables' });
    const here = openLiveConnection(TARGET, CREDENTIALS, { transport: denied() });
    const same = await here.problem(await here.listTables().catch((e: unknown) => e), {
      operation: 'ListTables'
    });
    expect(problem).toEqual(same);
    expect(problem).toMatchObject({
      operation: 'ListTables',
      fix: expect.stringContaining('dynamodb:ListTables')
    });
    connection.close();
    here.close();
  });

  it('lets the worker go on close only once its read has ended, the credentials cleared at once', async () => {
    const line = hostLine(stubTransport((_, n) => page(n, 9)));
    const connection = workerConnection(line.connect, TARGET, CREDENTIALS);
    const events: ReadEvent[] = [];
    const reading = (async () => {
      for await (const event of connection.read(scan, {})) {
        events.push(event);
        if (events.length === 1) connection.close();
      }
    })();
    await reading;
    expect(line.seen.requests.map((r) => r.kind)).toContain('close');
    expect(events.at(-1)).toMatchObject({ kind: 'end', reason: 'stopped' });
    expect(line.seen.closed).toBe(1);
    expect(connection.credentials()).toEqual({ held: false });
    await expect(connection.listTables()).rejects.toMatchObject({ aborted: true });
  });

  it('drops a read whose loop the page left early', async () => {
    const line = hostLine(stubTransport((_, n) => page(n, 9)));
    const connection = workerConnection(line.connect, TARGET, 'emulator');
    for await (const event of connection.read(scan, {})) if (event.kind === 'page') break;
    await until(() => line.seen.requests.some((r) => r.kind === 'drop'));
    // The page left before it had handled the first page: no take, only the drop.
    expect(line.seen.requests.map((r) => r.kind)).toEqual(['open', 'read', 'drop']);
    connection.close();
    expect(line.seen.closed).toBe(1);
  });
});

describe('openConnection', () => {
  it('lets the worker go, and the credentials with it, when the page is hidden for leaving', () => {
    const line = hostLine(stubTransport((_, n) => page(n, 0)));
    const page_ = new EventTarget();
    let forgotten = 0;
    const connection = openConnection(TARGET, CREDENTIALS, page_, () => forgotten++, line.connect);
    expect(connection.credentials()).toMatchObject({ held: true, accessKey: 'ASIA…3W9X' });
    page_.dispatchEvent(new Event('pagehide'));
    expect(forgotten).toBe(1);
    expect(line.seen.closed).toBe(1);
    expect(connection.credentials()).toEqual({ held: false });
  });

  it('refuses a target outside the policy before it makes a worker', () => {
    const line = hostLine();
    expect(() =>
      openConnection(
        { kind: 'endpoint', endpoint: 'http://192.168.1.2:8000' },
        'emulator',
        new EventTarget(),
        () => {},
        line.connect
      )
    ).toThrow(/Content-Security-Policy/);
    expect(line.seen.requests).toEqual([]);
  });
});
