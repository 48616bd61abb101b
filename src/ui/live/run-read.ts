import type { ReadProblem } from '../../core/reading/read-problem.ts';
import type {
  ReadCursor,
  ReadEndReason,
  ReadEvent,
  ReadOptions,
  ReadSource
} from '../../live/read-events.ts';
import type { LiveConnection } from './live-api.ts';

/** How one run of a read ended. */
export interface RunEnd {
  readonly reason: ReadEndReason;
  readonly problem?: ReadProblem;
  readonly cursor: ReadCursor | null;
}

/**
 * One run of a live read, as a load and a profile both run it: every event (the end's too, for
 * its progress) goes to `on`, awaited before the next (so a profile may read a page's Blob),
 * and the run's end is returned, a thrown failure included, named by the connection (`problem`)
 * with the cursor it started from, so a run that failed before its first page can be tried again
 * from the same place.
 *
 * @example
 * const end = await runRead(connection, source, options, resume, (e) => show(e), () => loaded > 0);
 */
export async function runRead(
  connection: LiveConnection,
  source: ReadSource,
  options: ReadOptions,
  on: (event: ReadEvent) => void | Promise<void>,
  loaded: () => boolean
): Promise<RunEnd> {
  let end: RunEnd | null = null;
  try {
    for await (const event of connection.read(source, options)) {
      await on(event);
      if (event.kind === 'end')
        end = {
          reason: event.reason,
          cursor: event.cursor,
          ...(event.problem ? { problem: event.problem } : {})
        };
    }
  } catch (error) {
    return {
      reason: 'problem',
      cursor: options.resume ?? null,
      problem: await connection.problem(error, {
        operation: source.kind === 'scan' ? 'Scan' : source.kind === 'get' ? 'GetItem' : 'Query',
        table: source.table,
        ...(source.index ? { index: source.index } : {}),
        loaded: loaded()
      })
    };
  }
  // The reader always ends with an end event; a generator closed early stopped.
  return end ?? { reason: 'stopped', cursor: options.resume ?? null };
}
