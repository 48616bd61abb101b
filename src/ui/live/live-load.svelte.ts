import type { ReadLimits } from '../../core/reading/read-limits.ts';
import type { LiveLink } from '../../core/result-sets/live-link.ts';
import {
  readCompleteness,
  type ReadCompleteness
} from '../../core/result-sets/read-completeness.ts';
import { readSetName } from '../../core/result-sets/read-set-name.ts';
import type { ReadProblem } from '../../core/reading/read-problem.ts';
import type {
  ReadCursor,
  ReadEndReason,
  ReadEvent,
  ReadProgress,
  ReadSource,
  SegmentPosition
} from '../../live/read-events.ts';
import { runRead } from './run-read.ts';
import { addProgress } from './add-progress.ts';
import type { LiveConnection } from './live-api.ts';
import type { LiveDesigns } from './live-designs.svelte.ts';

/** How a load reads, as the user set it before pressing Load. */
export interface LoadSettings {
  readonly source: ReadSource;
  /** Read units per second; null for none. */
  readonly budget: number | null;
  readonly limits: ReadLimits;
  readonly consistentRead: boolean;
  /** The user chose to load past what the tab can hold (the Load dialog's explicit choice). */
  readonly pastCapacity?: boolean;
}

/** Where a result set was read: the target's label, its `#live=` link, and what it reads in all. */
export interface SetOrigin {
  /** The target's label (`us-east-1`, `http://127.0.0.1:8000`): the set resumes only there. */
  readonly target: string;
  readonly link: LiveLink;
  /** The item count of what a Scan reads (DescribeTable's, of the table or index), if known. */
  readonly total?: number;
  /** Items an earlier load had read before the place this one reads on from (a reload's). */
  readonly resumedAfter?: number;
}

/** What a load tells the tab as it reads, and asks it. */
export interface LoadWatch {
  /** Why the load should stop itself now (nearMemoryLimit over every set), asked after every page. */
  nearLimit?(): string | null;
  /** Where the load stands after each page it took, and at its end (null: nothing left to read). */
  place?(cursor: ReadCursor | null): void;
}

/** How the last run of a load ended. */
export interface LoadEnd {
  readonly reason: ReadEndReason;
  readonly problem?: ReadProblem;
  /** Why it stopped itself near what the tab can hold (reason `memory`). */
  readonly memory?: string;
  readonly cursor: ReadCursor | null;
}

/**
 * About how much a page of a live load holds. Chosen while the SDK turned each response into
 * items on the page's thread (a 1 MB page of small items took it 50–160 ms, bench:live-ui); the
 * live worker does that now, and a page this size is still one short step of it, and of the
 * analysis worker's, so a Stop or a question waits for little.
 */
export const PAGE_BYTES = 256 * 1024;

const ZERO: ReadProgress = {
  items: 0,
  bytes: 0,
  readUnits: 0,
  estimatedUnits: false,
  pages: 0,
  scanned: 0,
  retries: 0,
  segmentsDone: 0,
  totalSegments: 1,
  elapsedMs: 0
};

/**
 * One load of live items (a Scan or a Query) through `readItems`, a result set beside the others:
 * its name and completeness, its progress over every run (a resume goes on from the cursor and
 * adds to it), Stop, and how it ended. Pages go to `designs`; at every end the inferred design
 * (and an overlay, once asked for) is derived again.
 */
export class LiveLoad {
  settings = $state.raw<LoadSettings>(null!);
  progress = $state.raw<ReadProgress>(ZERO);
  running = $state(false);
  stopping = $state(false);
  /** What the reader is waiting for, while it waits. */
  waiting = $state.raw<{ reason: 'budget' | 'throttled'; ms: number } | null>(null);
  end = $state.raw<LoadEnd | null>(null);
  readonly designs: LiveDesigns;
  readonly origin: SetOrigin;
  /** Which segment each run of the items came from, in their order (a sample's estimate). */
  readonly runs: [segment: number, count: number][] = [];
  /** Totals of the runs before this one. */
  #before: ReadProgress = ZERO;
  #controller: AbortController | null = null;

  readonly #watch: LoadWatch;
  #memory: string | null = null;

  constructor(
    settings: LoadSettings,
    designs: LiveDesigns,
    origin: SetOrigin,
    watch: LoadWatch = {}
  ) {
    this.settings = settings;
    this.designs = designs;
    this.origin = origin;
    this.#watch = watch;
  }

  /** What it reads, as people say it: "Query of Orders index GSI1: GSI1PK = "X"". */
  get name(): string {
    const after = this.origin.resumedAfter;
    return `${readSetName(this.settings.source)}${after === undefined ? '' : `, read on after ${after.toLocaleString('en')} items`}`;
  }

  /** Reading, complete or partial, with the count: shown wherever the set's items are. */
  get completeness(): ReadCompleteness {
    const sample = this.sample ?? undefined;
    return readCompleteness({
      end: this.running ? null : (this.end?.reason ?? null),
      items: this.progress.items,
      total: this.origin.total,
      ...(sample ? { sample } : {}),
      ...(this.filtered ? { filtered: { read: this.progress.scanned } } : {})
    });
  }

  /** Whether the server filtered what this set read (its items are the matches only). */
  get filtered(): boolean {
    const { source } = this.settings;
    return source.kind !== 'get' && source.filter !== undefined;
  }

  /** A sample's segments (`count` drawn of `of`) and the item count of what it samples. */
  get sample(): { count: number; of: number; total?: number } | null {
    const { source } = this.settings;
    if (source.kind !== 'scan' || !source.sample) return null;
    const total = this.origin.total;
    return {
      count: source.sample.count,
      of: source.segments ?? 1,
      ...(total === undefined ? {} : { total })
    };
  }

  /** Whether the last run can go on from where it stopped. */
  get resumable(): boolean {
    const end = this.end;
    return !this.running && end !== null && end.cursor !== null && (end.problem?.resumable ?? true);
  }

  /** Read (from `resume`, with `limits` raised if given) until the end, a cap, Stop or a problem. */
  async run(connection: LiveConnection, resume?: ReadCursor, limits?: ReadLimits): Promise<void> {
    if (this.running) return;
    if (limits) this.settings = { ...this.settings, limits };
    const { source, budget, consistentRead } = this.settings;
    const controller = new AbortController();
    this.#controller = controller;
    this.running = true;
    this.stopping = false;
    this.end = null;
    this.#memory = null;
    this.#before = this.progress;
    const already = this.#before.items;
    // The place of the pages taken so far: each page's segment moves to where the page left it.
    const segments = source.kind === 'scan' ? (source.segments ?? 1) : 1;
    const positions: SegmentPosition[] = resume
      ? [...resume.positions]
      : Array.from({ length: segments }, () => ({ state: 'start' }));
    try {
      const end = await runRead(
        connection,
        source,
        {
          budget,
          consistentRead,
          // The caps count this run's items; the user's caps are for the whole load.
          limits: {
            maxItems: Math.max(1, this.settings.limits.maxItems - already),
            maxBytes: Math.max(1, this.settings.limits.maxBytes - this.#before.bytes)
          },
          signal: controller.signal,
          pageBytes: PAGE_BYTES,
          ...(resume ? { resume } : {})
        },
        (event) => this.#take(event, segments, positions),
        () => this.progress.items > 0
      );
      // Stopped by the memory guard: said so, with the place to read on from.
      this.end =
        this.#memory && end.reason === 'stopped'
          ? { reason: 'memory', cursor: end.cursor, memory: this.#memory }
          : end;
    } finally {
      this.running = false;
      this.stopping = false;
      this.waiting = null;
      this.#controller = null;
      this.designs.flush(true);
      this.#watch.place?.(this.end?.cursor ?? null);
    }
    if (this.designs.loaded > 0) {
      // A sample's entities are counted per segment too, for the whole table's estimate.
      const sampled = source.kind === 'scan' && source.sample !== undefined;
      await this.designs.infer(sampled ? this.runs : undefined);
      if (this.designs.overlay) await this.designs.lay(false);
    }
  }

  /** One event of a run: progress, a page's items and place, or what the reader waits for. */
  #take(event: ReadEvent, segments: number, positions: SegmentPosition[]): void {
    this.progress = addProgress(this.#before, event.progress);
    if (event.kind === 'wait') this.waiting = { reason: event.reason, ms: event.ms };
    if (event.kind !== 'page') return;
    this.waiting = null;
    this.designs.add(event.items);
    const last = this.runs.at(-1);
    if (last && last[0] === event.segment) last[1] += event.items.length;
    else this.runs.push([event.segment, event.items.length]);
    positions[event.segment] = event.position;
    this.#watch.place?.({ totalSegments: segments, positions: [...positions] });
    // Near the tab's memory, stop: what loaded is kept, where a crash would lose it all.
    const near: string | null = this.#memory ? null : (this.#watch.nearLimit?.() ?? null);
    if (near) {
      this.#memory = near;
      this.stop();
    }
  }

  /** Stop: the request in flight is aborted, so the read ends within one page. */
  stop(): void {
    if (!this.#controller) return;
    this.stopping = true;
    this.#controller.abort();
  }
}
