// The live worker's side of a connection, driven message by message as the page drives it, on a
// stubbed transport: a read runs one page ahead of what the page took, a dropped read stops and
// sends nothing more, a close clears the credentials and still ends the read with its cursor,
// and a failure crosses as its own class.
import { describe, expect, it } from 'vitest';
import { LiveRequestError } from '../../src/live/live-request-error.ts';
import { errorFromWire } from '../../src/live/wire-error.ts';
import { itemsFromText } from '../../src/workers/items-text.ts';
import { LiveHost } from '../../src/workers/live-host.ts';
import type { LiveReply } from '../../src/workers/live-messages.ts';
import { stubTransport, type StubAnswer } from '../live/stub-transport.ts';
import { until } from '../helpers/until.ts';

const TARGET = { kind: 'endpoint', endpoint: 'http://127.0.0.1:8000' } as const;

/** Page `n` of a scan of 10 items a page, the last one `last`. */
const page = (n: number, last: number): StubAnswer => ({
  body: {
    Items: Array.from({ length: 10 }, (_, i) => ({ id: { S: `ITEM#${n * 10 + i}` } })),
    Count: 10,
    ScannedCount: 10,
    ...(n === last ? {} : { LastEvaluatedKey: { id: { S: `ITEM#${n * 10 + 9}` } } })
  }
});

function host(answer: Parameters<typeof stubTransport>[0]) {
  const replies: LiveReply[] = [];
  const transport = stubTransport(answer);
  const live = new LiveHost((reply) => replies.push(reply), { transport });
  live.handle({ kind: 'open', target: TARGET, credentials: 'emulator' });
  const events = () => replies.filter((r) => r.kind === 'event');
  return { live, replies, transport, events };
}

const read = { kind: 'read', id: 1, source: { kind: 'scan', table: 't' }, options: {} } as const;

describe('LiveHost', () => {
  it('never has more than one page sent and not yet taken by the page', async () => {
    const replies: LiveReply[] = [];
    let sent = 0;
    let taken = 0;
    let most = 0;
    const live = new LiveHost(
      (reply) => {
        replies.push(reply);
        if (reply.kind === 'event' && reply.event.kind === 'page')
          most = Math.max(most, ++sent - taken);
      },
      { transport: stubTransport((_, n) => page(n, 5)) }
    );
    live.handle({ kind: 'open', target: TARGET, credentials: 'emulator' });
    live.handle(read);
    while (replies.at(-1)?.kind !== 'ended') {
      await until(() => sent > taken || replies.at(-1)?.kind === 'ended');
      if (sent > taken) {
        taken++;
        live.handle({ kind: 'take', id: 1 });
      }
    }
    expect(sent).toBe(6);
    expect(most).toBe(1);
  });

  it('reads every page to its end and says the read ended, each page taken in turn', async () => {
    const { live, replies, events } = host((_, n) => page(n, 2));
    live.handle(read);
    for (let taken = 1; taken <= 3; taken++) {
      await until(() => events().length === taken);
      live.handle({ kind: 'take', id: 1 });
    }
    await until(() => replies.at(-1)?.kind === 'ended');
    const all = events().map((r) => (r.kind === 'event' ? r.event.kind : ''));
    expect(all).toEqual(['page', 'page', 'page', 'end']);
  });

  it("sends a page's items as one Blob of their JSON text, and the event without them", async () => {
    const { live, events } = host((_, n) => page(n, 0));
    live.handle(read);
    await until(() => events().length === 1);
    const reply = events()[0]!;
    if (reply.kind !== 'event' || reply.event.kind !== 'page') throw new Error('no page');
    expect(reply.event.items).toEqual([]);
    expect(reply.items).toBeInstanceOf(Blob);
    expect(reply.items!.type).toBe('application/json');
    expect(itemsFromText(await reply.items!.text()).map((i) => i['id'])).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ S: `ITEM#${i}` }))
    );
  });

  it('stops a dropped read and sends nothing more for it', async () => {
    const { live, replies, transport, events } = host((_, n) => page(n, 9));
    live.handle(read);
    await until(() => events().length === 1);
    live.handle({ kind: 'drop', id: 1 });
    const calls = transport.calls.length;
    live.handle({ kind: 'list', id: 2 });
    await until(() => replies.some((r) => r.kind !== 'event' && 'id' in r && r.id === 2));
    expect(events()).toHaveLength(1);
    expect(replies.some((r) => r.kind === 'ended')).toBe(false);
    expect(transport.calls.filter((c) => c.operation === 'Scan')).toHaveLength(calls);
  });

  it('ends a read on close with a cursor, then answers nothing without a connection', async () => {
    const { live, replies, events } = host((_, n) => page(n, 9));
    live.handle(read);
    await until(() => events().length === 1);
    live.handle({ kind: 'close' });
    // The page takes what the reader read before it stopped, until its end.
    for (let taken = 1; replies.at(-1)?.kind !== 'ended'; taken++) {
      live.handle({ kind: 'take', id: 1 });
      await until(() => events().length > taken || replies.at(-1)?.kind === 'ended');
    }
    const end = events().at(-1);
    expect(end?.kind === 'event' && end.event).toMatchObject({ kind: 'end', reason: 'stopped' });
    expect(end?.kind === 'event' && end.event.kind === 'end' && end.event.cursor).toBeTruthy();
    live.handle({ kind: 'list', id: 2 });
    await until(() => replies.at(-1)?.kind === 'failed');
    expect(replies.at(-1)).toMatchObject({ id: 2, error: { message: /no connection/ } });
  });

  it('sends a failed request as data that becomes the same class of error on the page', async () => {
    const { live, replies } = host(() => ({
      error: 'AccessDeniedException',
      message: 'not authorized to perform dynamodb:ListTables'
    }));
    live.handle({ kind: 'list', id: 7 });
    await until(() => replies.length === 1);
    const reply = replies[0]!;
    if (reply.kind !== 'failed') throw new Error(`expected a failure, got ${reply.kind}`);
    const error = errorFromWire(reply.error);
    expect(error).toBeInstanceOf(LiveRequestError);
    expect(error).toMatchObject({
      name: 'AccessDeniedException',
      operation: 'ListTables',
      status: 400,
      aborted: false
    });
  });

  it('refuses a target outside the policy when asked to open it, and fails every question', async () => {
    const replies: LiveReply[] = [];
    const live = new LiveHost((reply) => replies.push(reply));
    live.handle({
      kind: 'open',
      target: { kind: 'endpoint', endpoint: 'http://192.168.1.2:8000' },
      credentials: 'emulator'
    });
    live.handle({ kind: 'describe', id: 3, table: 't' });
    await until(() => replies.length === 2);
    expect(replies[0]).toMatchObject({ kind: 'refused', message: /Content-Security-Policy/ });
    expect(replies[1]).toMatchObject({
      kind: 'failed',
      id: 3,
      error: { message: /Content-Security-Policy/ }
    });
  });
});
