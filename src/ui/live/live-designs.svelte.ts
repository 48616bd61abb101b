import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Design } from '../../core/model/design.ts';
import type { AnalysisWorkerState } from '../analysis/analysis-worker.svelte.ts';
import { WORKER_THRESHOLD, type StudioState } from '../studio/studio-state.svelte.ts';
import type {
  InferredAbout,
  LiveChange,
  OverlayAbout,
  SegmentRun
} from '../../workers/live-change.ts';
import { appendRemote } from '../analysis/append-remote.ts';
import { derivedRemote } from '../analysis/derived-remote.ts';
import { holdsRemoteItems } from '../analysis/remote-items.ts';
import { withoutItems } from '../../core/items/without-items.ts';
import { tableViews } from '../../core/views/table-key-attributes.ts';
import type { WorkerReply } from '../../workers/analysis-messages.ts';
import { publishDue } from './publish-due.ts';
import { materializeDerived } from './materialize-derived.ts';
import { liveLabel } from './live-label.ts';
import type { FilterAbout } from '../../workers/filter-live-items.ts';
import type { ReadFilter } from '../../core/query/read-filter.ts';

/** How the studio's views show the live items: `filtered` is the raw table, found in. */
export type LiveView = 'raw' | 'inferred' | 'overlay' | 'filtered';

const SLOT = { kind: 'table', index: 0 } as const;

/**
 * The live items of one load as designs the studio shows like any other: the raw table (its items
 * held by the analysis worker, page by page), the design inferred from them and an authored
 * design laid over them — both derived in the worker. The studio shows one of them while it is
 * "bound": until the user opens another design (live designs are read-only).
 */
export class LiveDesigns {
  /** The live table with every published item (worker-held). */
  raw = $state.raw<Design>(null!);
  /** Pages loaded and not yet in `raw`. */
  #pending: (readonly AttributeMap[])[] = [];
  #publishedAt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The design last put into the studio. */
  published = $state.raw<Design | null>(null);
  view = $state<LiveView>('inferred');
  inferred = $state.raw<{ about: InferredAbout; design: Design } | null>(null);
  overlay = $state.raw<{ about: OverlayAbout; design: Design } | null>(null);
  /** The loaded items a filter kept (found in the worker, no read), and the filter. */
  filtered = $state.raw<{ about: FilterAbout; design: Design; filter: ReadFilter } | null>(null);
  deriving = $state<'infer' | 'overlay' | 'filter' | null>(null);
  deriveError = $state('');
  /** What the studio showed before the load, to lay over the live items. */
  readonly authored: Design | null;
  /** Which table of `authored` to lay over the live one. */
  overlayTable = $state('');
  readonly loaded = $derived(this.raw.tables[0]!.items.length);

  #studio: StudioState;
  #worker: AnalysisWorkerState;
  readonly #label: string;
  readonly #showing: () => void;

  constructor(
    studio: StudioState,
    worker: AnalysisWorkerState,
    empty: Design,
    label: string,
    authored: Design | null,
    /** Called before the studio first shows a live design in place of the one open. */
    showing: () => void = () => {}
  ) {
    this.#studio = studio;
    this.#worker = worker;
    this.#showing = showing;
    this.raw = empty;
    this.#label = label;
    this.authored = authored;
    const live = empty.tables[0]!.name;
    this.overlayTable =
      authored?.tables.find((t) => t.name === live)?.name ?? authored?.tables[0]?.name ?? '';
  }

  /** The studio shows one of these designs (and nothing the user opened or edited since). */
  get bound(): boolean {
    return this.published !== null && this.#studio.design === this.published;
  }

  /**
   * A page arrived: it reaches the views (and with them the worker, which gets the new items
   * with the design that names them: one road) when `publishDue` says so.
   */
  add(items: readonly AttributeMap[]): void {
    this.#pending.push(items);
    setTimeout(() => this.flush(false), 0);
  }

  /** Put the pending items into `raw` and the views, if due (always when `ended`). */
  flush(ended: boolean): void {
    clearTimeout(this.#timer);
    const take = this.#pending;
    const count = take.reduce((n, p) => n + p.length, 0);
    const due = publishDue({
      published: this.loaded,
      pending: count,
      workerBusy: this.#worker.running,
      ended,
      sinceMs: performance.now() - this.#publishedAt
    });
    if (!due) {
      // Not now: look again shortly (the worker may be idle by then and no page may come).
      if (count) this.#timer = setTimeout(() => this.flush(false), 250);
      return;
    }
    // New items end a find: what it found is no longer what is loaded.
    if (this.view === 'filtered') this.clearFilter();
    const first = this.published === null;
    const showingRaw = this.published === this.raw;
    this.raw = appendRemote(this.raw, SLOT, take);
    this.#pending = [];
    this.#publishedAt = performance.now();
    // New items make a derived design stale: the views show the table as read until the load
    // ends and the design is derived again. A longer raw table keeps the studio's place.
    if (first || this.bound) this.#show(this.raw, !showingRaw);
  }

  /** Show the live items as `view` (raw, or a derived design once there is one). */
  choose(view: LiveView): void {
    this.view = view;
    if (!this.published) return;
    this.#show(view === 'raw' ? this.raw : (this.#derived() ?? this.raw), true);
  }

  /** Put the live design the view asks for back into the studio. */
  rebind(): void {
    this.#show(this.view === 'raw' ? this.raw : (this.#derived() ?? this.raw), true);
  }

  /**
   * Infer a design from the items loaded, in the worker; shown when the view asks for it. With
   * `runs` (a sample's segments, in the items' order) each entity is counted per segment too.
   */
  async infer(runs?: readonly SegmentRun[]): Promise<void> {
    const change: LiveChange = runs ? { kind: 'infer', runs: [...runs] } : { kind: 'infer' };
    const result = await this.#derive(change, 'infer');
    if (!result) return;
    this.inferred = { about: result.about as InferredAbout, design: result.design };
    if (this.view === 'inferred' && this.bound) this.#show(result.design, true);
  }

  /**
   * Lay the design open before the load (its table `overlayTable`) over the items loaded; with
   * `select`, the views show the overlay.
   */
  async lay(select: boolean): Promise<void> {
    const authored = this.authored;
    if (!authored || !this.overlayTable) return;
    const result = await this.#derive(
      { kind: 'overlay', authored: withoutItems(authored), table: this.overlayTable },
      'overlay'
    );
    if (!result) return;
    this.overlay = { about: result.about as OverlayAbout, design: result.design };
    if (select) this.view = 'overlay';
    if (this.view === 'overlay' && this.bound) this.#show(result.design, true);
  }

  /**
   * The inferred design to open as the user's own: its templates alone, or with `keepItems` its
   * items on the page too (the worker sends them whole when it held them, since a design of the
   * user's holds its items). No longer a live set: it forgets the read it came from.
   */
  async inferredCopy(keepItems: boolean): Promise<Design | null> {
    const inferred = this.inferred;
    if (!inferred) return null;
    const own = ({ readFrom: _r, ...design }: Design): Design => design;
    if (!keepItems) return own(withoutItems(inferred.design));
    if (!holdsRemoteItems(inferred.design)) return own(inferred.design);
    const whole = await this.#derive({ kind: 'infer' }, 'infer', Number.MAX_SAFE_INTEGER);
    return whole && !holdsRemoteItems(whole.design) ? own(whole.design) : null;
  }

  /** Show only the loaded items `filter` keeps, as read (found in the worker: no read). */
  async find(filter: ReadFilter): Promise<void> {
    const result = await this.#derive({ kind: 'filter', filter }, 'filter');
    if (!result) return;
    this.filtered = { about: result.about as FilterAbout, design: result.design, filter };
    this.#before = this.view === 'filtered' ? this.#before : this.view;
    this.choose('filtered');
  }

  /** Show all the loaded items again, as the view chosen before the filter. */
  clearFilter(): void {
    this.filtered = null;
    if (this.view === 'filtered') this.choose(this.#before);
  }

  #before: Exclude<LiveView, 'filtered'> = 'inferred';

  dispose(): void {
    clearTimeout(this.#timer);
  }

  #derived(): Design | null {
    return this.view === 'inferred'
      ? (this.inferred?.design ?? null)
      : this.view === 'overlay'
        ? (this.overlay?.design ?? null)
        : this.view === 'filtered'
          ? (this.filtered?.design ?? null)
          : null;
  }

  async #derive(
    change: LiveChange,
    what: 'infer' | 'overlay' | 'filter',
    materializeUpTo = WORKER_THRESHOLD
  ): Promise<{ about: Extract<WorkerReply, { kind: 'derived' }>['about']; design: Design } | null> {
    this.deriving = what;
    this.deriveError = '';
    const base = this.raw;
    try {
      const answer = await this.#worker.derive(base, change, materializeUpTo);
      if (!answer) {
        this.deriveError = 'the analysis worker stopped before answering; try again';
        return null;
      }
      const { reply, op } = answer;
      const design = reply.items
        ? materializeDerived(reply.shape.design, reply.items)
        : derivedRemote(base, { kind: 'live', change }, op, reply.shape);
      return { about: reply.about, design };
    } catch (e) {
      this.deriveError = e instanceof Error ? e.message : String(e);
      return null;
    } finally {
      this.deriving = null;
    }
  }

  #show(design: Design, fresh: boolean): void {
    const studio = this.#studio;
    const label = `${this.#label}${liveLabel(design, this)}`;
    // A fresh view starts the studio over (selection, view); a longer raw table keeps them.
    if (!studio.live) this.#showing();
    if (fresh || !studio.live) {
      studio.open(design, label, [], { live: true });
      // An index's items are shown as the index holds them: grouped and sorted by its keys.
      const index = design.readFrom?.index;
      const table = design.tables[0];
      if (index && table)
        studio.view = Math.max(
          0,
          tableViews(table).findIndex((v) => v.index === index)
        );
    } else studio.showLive(design);
    this.published = design;
  }
}
