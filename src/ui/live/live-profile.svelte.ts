import { itemsOfBlob } from '../analysis/blob-items.ts';
import type { Table } from '../../core/model/design.ts';
import { TableProfile, type ProfileSummary } from '../../core/profile/table-profile.ts';
import type { ReadCursor, ReadProgress } from '../../live/read-events.ts';
import { addProgress } from './add-progress.ts';
import type { LiveConnection } from './live-api.ts';
import { PAGE_BYTES } from './live-load.svelte.ts';
import { runRead, type RunEnd } from './run-read.ts';

/** How a profile reads, as the user set it. */
export interface ProfileSettings {
  /** The table, as the design model sees it (its indexes give the per-index aggregates). */
  readonly table: Table;
  /** Parallel Scan segments: every one is read to its end. */
  readonly segments: number;
  /** Read units per second; null for none. */
  readonly budget: number | null;
}

/** How the last run of a profile ended. */
export type ProfileEnd = RunEnd;

/** No caps: a profile keeps aggregates, never items, so its memory does not grow with the table. */
const UNCAPPED = { maxItems: Number.MAX_SAFE_INTEGER, maxBytes: Number.MAX_SAFE_INTEGER };

/**
 * A profile of a whole live table: a Scan of every segment whose pages feed a `TableProfile`
 * and are then dropped, so a table of any size can be profiled in the tab. `summary` is what has
 * been counted so far (largest collections by items and bytes per index, distinct keys, entities,
 * key shapes), renewed with every page; Stop and resume go on adding to the same aggregates.
 */
export class LiveProfile {
  readonly settings: ProfileSettings;
  summary = $state.raw<ProfileSummary>(null!);
  progress = $state.raw<ReadProgress | null>(null);
  running = $state(false);
  end = $state.raw<ProfileEnd | null>(null);
  readonly #profile: TableProfile;
  #controller: AbortController | null = null;
  /** Progress of the runs before this one. */
  #before: ReadProgress | null = null;

  constructor(settings: ProfileSettings) {
    this.settings = settings;
    this.#profile = new TableProfile(settings.table);
    this.summary = this.#profile.summary();
  }

  /** Whether the last run can go on from where it stopped. */
  get resumable(): boolean {
    const end = this.end;
    return !this.running && end !== null && end.cursor !== null && (end.problem?.resumable ?? true);
  }

  /** Read (from `resume`) to the end of every segment, Stop or a problem. */
  async run(connection: LiveConnection, resume?: ReadCursor): Promise<void> {
    if (this.running) return;
    const { table, segments, budget } = this.settings;
    const controller = new AbortController();
    this.#controller = controller;
    this.running = true;
    this.end = null;
    this.#before = this.progress;
    try {
      this.end = await runRead(
        connection,
        { kind: 'scan', table: table.name, segments },
        {
          budget,
          limits: UNCAPPED,
          signal: controller.signal,
          pageBytes: PAGE_BYTES,
          ...(resume ? { resume } : {})
        },
        async (event) => {
          this.progress = this.#before ? addProgress(this.#before, event.progress) : event.progress;
          if (event.kind !== 'page') return;
          (await itemsOfBlob(event.items)).forEach((item, i) =>
            this.#profile.add(item, event.sizes[i])
          );
          this.summary = this.#profile.summary();
        },
        () => (this.progress?.items ?? 0) > 0
      );
    } finally {
      this.running = false;
      this.#controller = null;
    }
  }

  /** Stop: the request in flight is aborted, so the read ends within one page. */
  stop(): void {
    this.#controller?.abort();
  }
}
