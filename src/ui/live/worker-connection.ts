import type { AwsCredentials } from '../../core/credentials/aws-credentials.ts';
import type { TableDescription } from '../../core/table-description/table-description.ts';
import { CredentialsHolder, type CredentialsSummary } from '../../live/credentials-holder.ts';
import type { LiveConnection } from '../../live/live-connection.ts';
import { LiveRequestError } from '../../live/live-request-error.ts';
import { checkTarget, EMULATOR_CREDENTIALS, type LiveTarget } from '../../live/live-target.ts';
import { nameProblem } from '../../live/name-problem.ts';
import type { ReadEvent, ReadOptions, ReadSource } from '../../live/read-events.ts';
import { errorFromWire } from '../../live/wire-error.ts';
import { blobItems } from '../analysis/blob-items.ts';
import type { LiveReply, WireReadOptions } from '../../workers/live-messages.ts';
import type { LiveLine } from './live-line.ts';

/** What may be shown of credentials, worked out here without keeping them. */
function summaryOf(credentials: AwsCredentials): CredentialsSummary {
  const holder = new CredentialsHolder();
  holder.set(credentials);
  const summary = holder.summary();
  holder.clear();
  return summary;
}

/** A read's replies as they arrive, for its generator to take in order. */
interface Inbox {
  readonly replies: LiveReply[];
  wake: (() => void) | null;
}

const closed = (operation: string) =>
  new LiveRequestError(
    'AbortError',
    'the connection was closed',
    operation,
    undefined,
    undefined,
    true
  );

/**
 * A `LiveConnection` whose client, credentials and reading live in a live worker at the far end
 * of the line `connect` makes: the AWS SDK's parsing of every response happens there, and the
 * page receives each page of items as a Blob of its JSON text, which it keeps as it is
 * (`blobItems`) for the analysis worker to read and parse. The target is checked here first
 * (the CSP's reach included; its refusal is thrown as an Error), and a failed request is named
 * here, as `openLiveConnection` names it. `close` stops every read (each still ends with its
 * cursor), clears the credentials in the worker, then lets the worker go.
 *
 * @example
 * const c = workerConnection(createLiveWorker, { kind: 'embedded', endpoint }, 'emulator', location.origin);
 * await c.listTables(); // ['battle-royale', …]
 */
export function workerConnection(
  connect: () => LiveLine,
  liveTarget: LiveTarget,
  credentials: AwsCredentials | 'emulator',
  origin?: string
): LiveConnection {
  const checked = checkTarget(liveTarget);
  if (!checked.ok) throw new Error(checked.error);
  const target = checked.target;
  const line = connect();
  let summary = summaryOf(credentials === 'emulator' ? EMULATOR_CREDENTIALS : credentials);
  let id = 0;
  let open = true;
  // Answers and reads under way by message id: plumbing, not state anything renders.
  const asked = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void; operation: string }
  >();
  const reads = new Map<number, Inbox>();
  const deliver = (inbox: Inbox, reply: LiveReply) => {
    inbox.replies.push(reply);
    inbox.wake?.();
  };
  const letGoWhenIdle = () => {
    if (!open && reads.size === 0) line.close();
  };
  line.listen(
    (reply) => {
      if (reply.kind === 'refused') return;
      const inbox = reads.get(reply.id);
      if (inbox) return deliver(inbox, reply);
      const waiting = asked.get(reply.id);
      asked.delete(reply.id);
      if (reply.kind === 'answer') waiting?.resolve(reply.value);
      else if (reply.kind === 'failed') waiting?.reject(errorFromWire(reply.error));
    },
    (message) => {
      const error = { kind: 'other', name: 'Error', message } as const;
      for (const waiting of asked.values()) waiting.reject(errorFromWire(error));
      asked.clear();
      for (const [n, inbox] of reads) deliver(inbox, { kind: 'failed', id: n, error });
    }
  );
  line.post({ kind: 'open', target: liveTarget, credentials, ...(origin ? { origin } : {}) });

  const ask = <T>(
    operation: string,
    make: (id: number) => Parameters<LiveLine['post']>[0],
    signal?: AbortSignal
  ) =>
    new Promise<T>((resolve, reject) => {
      if (!open) return reject(closed(operation));
      const n = ++id;
      asked.set(n, { resolve: resolve as (value: unknown) => void, reject, operation });
      const stop = () => line.post({ kind: 'abort', id: n });
      signal?.addEventListener('abort', stop, { once: true });
      line.post(make(n));
      if (signal?.aborted) stop();
    });

  async function* read(
    source: ReadSource,
    options: ReadOptions
  ): AsyncGenerator<ReadEvent, void, undefined> {
    if (!open)
      throw closed(source.kind === 'get' ? 'GetItem' : source.kind === 'query' ? 'Query' : 'Scan');
    const n = ++id;
    const inbox: Inbox = { replies: [], wake: null };
    reads.set(n, inbox);
    const { consistentRead, limits, budget, pageSize, pageBytes, resume, signal } = options;
    const wire: WireReadOptions = {
      ...(consistentRead !== undefined ? { consistentRead } : {}),
      ...(limits ? { limits } : {}),
      ...(budget !== undefined ? { budget } : {}),
      ...(pageSize !== undefined ? { pageSize } : {}),
      ...(pageBytes !== undefined ? { pageBytes } : {}),
      ...(resume ? { resume } : {})
    };
    const stop = () => line.post({ kind: 'abort', id: n });
    signal?.addEventListener('abort', stop, { once: true });
    line.post({ kind: 'read', id: n, source, options: wire });
    if (signal?.aborted) stop();
    let ended = false;
    try {
      for (;;) {
        while (inbox.replies.length === 0) await new Promise<void>((wake) => (inbox.wake = wake));
        inbox.wake = null;
        const reply = inbox.replies.shift()!;
        if (reply.kind === 'failed') {
          ended = true;
          throw errorFromWire(reply.error);
        }
        if (reply.kind === 'ended') return void (ended = true);
        if (reply.kind !== 'event') continue;
        const { event, items } = reply;
        yield event.kind === 'page' && items !== undefined
          ? { ...event, items: blobItems(items, event.sizes.length) }
          : event;
        // Handled: only now does the worker turn the next response into a page.
        if (event.kind !== 'end') line.post({ kind: 'take', id: n });
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      reads.delete(n);
      if (!ended && open) line.post({ kind: 'drop', id: n });
      letGoWhenIdle();
    }
  }

  return {
    target,
    credentials: () => (open ? summary : { held: false }),
    setCredentials(c) {
      summary = summaryOf(c);
      if (open) line.post({ kind: 'credentials', credentials: c });
    },
    listTables: (signal) => ask<string[]>('ListTables', (n) => ({ kind: 'list', id: n }), signal),
    describe: (table, signal) =>
      ask<TableDescription>('DescribeTable', (n) => ({ kind: 'describe', id: n, table }), signal),
    read,
    problem: (error, request) => nameProblem(error, request, target, origin),
    close() {
      if (!open) return;
      open = false;
      line.post({ kind: 'close' });
      for (const waiting of asked.values()) waiting.reject(closed(waiting.operation));
      asked.clear();
      letGoWhenIdle();
    }
  };
}
