import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { ReadLimits } from '../core/reading/read-limits.ts';
import type { ReadProblem } from '../core/reading/read-problem.ts';

// The shapes `readItems` takes and yields: plain data the studio can keep, show and pass back.

export type { ReadSource } from '../core/result-sets/read-source.ts';
import type { ReadEndReason } from '../core/result-sets/read-completeness.ts';

export type { ReadCursor, SegmentPosition } from '../core/result-sets/read-cursor.ts';
import type { ReadCursor, SegmentPosition } from '../core/result-sets/read-cursor.ts';

export interface ReadProgress {
  readonly items: number;
  /** Item sizes by AWS's formula. */
  readonly bytes: number;
  /** From ConsumedCapacity (ReturnConsumedCapacity TOTAL), or estimated when the server omits it. */
  readonly readUnits: number;
  readonly estimatedUnits: boolean;
  readonly pages: number;
  /** Items DynamoDB evaluated (ScannedCount). */
  readonly scanned: number;
  /** Throttled requests retried. */
  readonly retries: number;
  readonly segmentsDone: number;
  readonly totalSegments: number;
  /** Milliseconds since the read started, on the read's clock. */
  readonly elapsedMs: number;
}

export type { ReadEndReason } from '../core/result-sets/read-completeness.ts';

export type ReadEvent =
  | {
      readonly kind: 'page';
      readonly segment: number;
      readonly items: readonly AttributeMap[];
      /** Each item's size by AWS's formula, measured once here for whoever needs it next. */
      readonly sizes: readonly number[];
      /**
       * Where `segment` stands after this page. A reader that sets each page's position as it
       * takes the page holds a cursor of exactly what it has taken (pages of other segments
       * still on their way are not counted), so it can keep the place across a reload.
       */
      readonly position: SegmentPosition;
      readonly progress: ReadProgress;
    }
  | {
      readonly kind: 'wait';
      readonly segment: number;
      readonly reason: 'budget' | 'throttled';
      readonly ms: number;
      readonly progress: ReadProgress;
    }
  | {
      readonly kind: 'end';
      readonly reason: ReadEndReason;
      readonly problem?: ReadProblem;
      /** null when everything was read; otherwise pass it back as `resume` to go on. */
      readonly cursor: ReadCursor | null;
      readonly progress: ReadProgress;
    };

/** Time for pacing; tests give a fake one, so no test waits or asserts on wall time. */
export interface ReadClock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export interface ReadOptions {
  readonly consistentRead?: boolean;
  /** Stop once this many items or bytes are loaded (defaults: 100k items, 100 MB). */
  readonly limits?: Partial<ReadLimits>;
  /** Read units per second; null or absent for no budget. */
  readonly budget?: number | null;
  /** Limit per request; DynamoDB's 1 MB page applies anyway. */
  readonly pageSize?: number;
  /**
   * About how many bytes a page should hold: the first request asks for FIRST_PAGE_ITEMS items,
   * each later one for as many as this many bytes hold at the average size read so far (never
   * fewer than MIN_PAGE_ITEMS). Smaller pages than DynamoDB's 1 MB keep the page that turns each
   * response into items from holding its thread; absent, pages are as large as DynamoDB makes.
   */
  readonly pageBytes?: number;
  /**
   * Resolves in a later task: awaited between a response (which the SDK parses in one task) and
   * turning its items into the page handed over, so a page's thread holds the two in two tasks.
   * Absent, both are one task.
   */
  readonly yieldTask?: () => Promise<void>;
  readonly resume?: ReadCursor;
  /** Stop: aborts the request in flight, so it takes effect within one page. */
  readonly signal?: AbortSignal;
  readonly clock?: ReadClock;
  /** For back-off jitter; seeded in tests. */
  readonly random?: () => number;
  /** Throttled retries per request before giving up (resumable). Default 8. */
  readonly maxThrottleRetries?: number;
  /** Tells CORS refusals from dead endpoints after a browser fetch failure. */
  readonly probe?: (endpoint: string) => Promise<boolean>;
  /** The page's origin, for the CORS fix. */
  readonly origin?: string;
}
