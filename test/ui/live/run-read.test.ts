import { describe, expect, it } from 'vitest';
import type { ReadProblem } from '../../../src/core/reading/read-problem.ts';
import type { ReadCursor, ReadEvent, ReadProgress } from '../../../src/live/read-events.ts';
import type { LiveConnection } from '../../../src/ui/live/live-api.ts';
import { runRead } from '../../../src/ui/live/run-read.ts';
import { until } from '../../helpers/until.ts';

const progress: ReadProgress = {
  items: 1,
  bytes: 10,
  readUnits: 0.5,
  estimatedUnits: false,
  pages: 1,
  scanned: 1,
  retries: 0,
  segmentsDone: 1,
  totalSegments: 1,
  elapsedMs: 0
};
const cursor: ReadCursor = {
  totalSegments: 1,
  positions: [{ state: 'after', key: { PK: { S: 'a' } } }]
};
const dropped: ReadProblem = {
  kind: 'network',
  operation: 'Scan',
  message: 'the connection dropped',
  fix: 'read on',
  resumable: true
} as ReadProblem;

/** A connection whose read yields `events`, then throws `error` if given. */
function connection(events: ReadEvent[], error?: Error) {
  const asked: unknown[] = [];
  const c = {
    async *read() {
      yield* events;
      if (error) throw error;
    },
    async problem(e: unknown, request: unknown) {
      asked.push([e, request]);
      return dropped;
    }
  } as unknown as LiveConnection;
  return { c, asked };
}

const page: ReadEvent = {
  kind: 'page',
  segment: 0,
  items: [{ PK: { S: 'a' } }],
  sizes: [10],
  position: { state: 'done' },
  progress
};
const end: ReadEvent = { kind: 'end', reason: 'complete', cursor: null, progress };

describe('runRead (one run of a live read, for a load and a profile)', () => {
  it('hands every event on and returns the end the reader gave', async () => {
    const seen: string[] = [];
    const { c } = connection([page, end]);
    const got = await runRead(
      c,
      { kind: 'scan', table: 't' },
      {},
      (e) => void seen.push(e.kind),
      () => true
    );
    expect(seen).toEqual(['page', 'end']);
    expect(got).toEqual({ reason: 'complete', cursor: null });
  });

  it('awaits a handler that returns a promise before it hands on the next event', async () => {
    const seen: string[] = [];
    const { c } = connection([page, end]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const run = runRead(
      c,
      { kind: 'scan', table: 't' },
      {},
      async (e) => {
        seen.push(`${e.kind} begun`);
        if (e.kind === 'page') await held;
        seen.push(`${e.kind} done`);
      },
      () => true
    );
    await until(() => seen.length === 1);
    // The page's handler is still reading its items: the end waits for it.
    expect(seen).toEqual(['page begun']);
    release();
    await run;
    expect(seen).toEqual(['page begun', 'page done', 'end begun', 'end done']);
  });

  it('names a failure through the connection, with the cursor the run started from', async () => {
    const boom = new Error('socket hang up');
    const { c, asked } = connection([page], boom);
    const got = await runRead(
      c,
      { kind: 'scan', table: 't', index: 'GSI1' },
      { resume: cursor },
      () => {},
      () => true
    );
    expect(got).toEqual({ reason: 'problem', cursor, problem: dropped });
    expect(asked).toEqual([[boom, { operation: 'Scan', table: 't', index: 'GSI1', loaded: true }]]);
  });
});
