import { analyzeDesign, type DesignAnalysis } from '../../core/analysis/analyze-design.ts';
import { KeyCache } from '../../core/views/key-cache.ts';
import type { Design } from '../../core/model/design.ts';
import type { Finding } from '../../core/model/finding.ts';
import { countItems } from '../../core/items/count-items.ts';
import type { DesignEdit } from '../../core/edits/edit-design.ts';
import type { PatternRun } from '../../core/query/run-access-pattern.ts';
import { AnalysisSession } from '../../core/session/analysis-session.ts';
import type { AnalysisWorkerState } from '../analysis/analysis-worker.svelte.ts';
import type { AnalysisPort } from '../../core/session/analysis-port.ts';
import { pagePort } from '../analysis/page-port.ts';
import { workerPort } from '../analysis/worker-port.ts';
import { sameAnalysisInputs } from '../../core/session/same-analysis-inputs.ts';
import { holdsRemoteItems } from '../analysis/remote-items.ts';
import type {
  GenerationRun,
  GenerationSettings,
  ValueRule
} from '../../core/generate/generation-settings.ts';
import type { DesignLayers } from '../../core/generate/design-layers.ts';
import { NO_GENERATION } from '../../core/generate/no-generation.ts';
import {
  editLayers,
  generateLayers,
  layersOf,
  liveLayers,
  WORKER_THRESHOLD
} from '../analysis/design-layers.ts';
import { DesignHistory } from './design-history.svelte.ts';
import { rankByOrder } from '../../core/rows/rank-by-order.ts';
import { entityMarks } from '../format/entity-marks.ts';

/** Above this many items the analysis runs in a Web Worker instead of a `$derived`. */
export { WORKER_THRESHOLD };

/** Where the studio's attention is: which table and view, which item, which access pattern. */
export interface Focus {
  table: number;
  view: number;
}

/** How a design is opened (see `StudioState.open`). */
export interface OpenOptions {
  /** How its generated items are made (by default, the design's own `generation`). */
  readonly generation?: GenerationSettings;
  /** Names its undo history: opening the same key again in this session brings it back. */
  readonly key?: string | null;
  /** Shown, not edited (a design from a link, until it is saved to the library). */
  readonly readOnly?: boolean;
  /**
   * A live table's items (as read, inferred or overlaid; see `liveLayers`): shown read-only and
   * never stored; a longer read is shown with `showLive`.
   */
  readonly live?: boolean;
}

const READ_ONLY =
  'This design is read-only: it came in a link. Save it to your library to edit it.';
const LIVE_READ_ONLY =
  "This design shows a live table's items and is read-only: open the inferred design to edit a copy of your own.";

/**
 * The studio's state: the open design as an immutable value (in its layers: authored, generation
 * settings and what is shown, see design-layers.ts), its undo/redo history (one per design
 * opened this session), the analysis (a `$derived` below WORKER_THRESHOLD items; above it,
 * whatever the worker last delivered via `workerResult`) and what the user is looking at.
 */
export class StudioState {
  /** What is shown and analysed: the authored design and its generated items. */
  design = $state.raw<Design | null>(null);
  /** What the user wrote (no generated items): what is saved and exported. */
  authored = $state.raw<Design | null>(null);
  /** How the generated items are made: stored instead of them. */
  generation = $state.raw<GenerationSettings>(NO_GENERATION);
  /** A design shown from a link: edits are refused until it is saved to the library. */
  readOnly = $state(false);
  /** A live table's design is shown (read-only, never stored: `OpenOptions.live`). */
  live = $state(false);
  /** Where the design came from ("Example: Gaming", a file name…). */
  label = $state('');
  /** Findings from loading the file: what was dropped or migrated. */
  loadFindings = $state.raw<readonly Finding[]>([]);
  /** The worker's result when the studio opened its design: an older design's, never shown. */
  #before = $state.raw<unknown>(null);
  /** What the page keeps of the worker's analysis of this design (large designs). */
  readonly workerResult = $derived.by(() => {
    const result = this.#worker?.result ?? null;
    return result === this.#before ? null : result;
  });

  table = $state(0);
  view = $state(0);
  /** Selected item: its table and write order. */
  selected = $state.raw<{ table: number; order: number } | null>(null);
  /** Index of the access pattern whose results are highlighted. */
  activePattern = $state<number | null>(null);
  /** The entity picked in the graph: its items and collections light up in the table view. */
  litEntity = $state<string | null>(null);
  /** The selected collection: a view of a table and the collection's position in it. */
  selectedCollection = $state.raw<{ table: number; view: number; collection: number } | null>(null);
  largeType = $state(false);
  /**
   * The key the open design was opened under (its library binding's), or null for a design that
   * is not stored (a lesson's step): autosave writes only a design whose key is the library's.
   */
  storeKey = $state<string | null>(null);

  /**
   * Designs opened so far, bumped by every `open`: the workspace is keyed by it, so drafts (a
   * half-typed attribute or item, with its error) belong to the design they were typed for, and
   * views keep per-design state (graph pins) until the next.
   */
  opened = $state(0);

  #history = new DesignHistory();
  readonly #worker: AnalysisWorkerState | null;

  /** `worker` analyses designs above WORKER_THRESHOLD (none: the page analyses only). */
  constructor(worker: AnalysisWorkerState | null = null) {
    this.#worker = worker;
  }

  readonly itemCount = $derived(this.design ? countItems(this.design) : 0);
  /** Worker-held items (generated at scale) can only be analysed where they are. */
  readonly useWorker = $derived(this.itemCount > WORKER_THRESHOLD || holdsRemoteItems(this.design));
  /** The last page analysis, reused while edits leave tables and entities alone (patterns, name). */
  #analysed: { design: Design; analysis: DesignAnalysis } | null = null;
  /** Key columns of the last analysis: an edit re-keys only what it changed. */
  #keys = new KeyCache();
  readonly syncAnalysis = $derived.by(() => {
    const design = this.design;
    if (!design || this.useWorker) return (this.#analysed = null);
    const last = this.#analysed;
    if (last && sameAnalysisInputs(last.design, design)) return last.analysis;
    const analysis = analyzeDesign(design, { cache: this.#keys });
    this.#analysed = { design, analysis };
    return analysis;
  });
  /** The analysis the page holds (small designs), or null (none yet, or the worker holds it). */
  readonly pageAnalysis = $derived(this.syncAnalysis);
  /** One session per page analysis: what the table view and the panels derive from it. */
  #sessions = new WeakMap<DesignAnalysis, AnalysisSession>();
  readonly session = $derived.by(() => {
    const analysis = this.syncAnalysis;
    if (!analysis || !this.design) return null;
    let session = this.#sessions.get(analysis);
    if (!session)
      this.#sessions.set(analysis, (session = new AnalysisSession(this.design, analysis)));
    return session;
  });
  /**
   * The shown analysis, wherever it is held: the page's session (read with the current design)
   * or the worker's. Every view asks it its questions (AnalysisPort); null until there is one.
   */
  readonly analysis: AnalysisPort | null = $derived.by(() => {
    const session = this.session;
    const design = this.design;
    if (session && design) return pagePort(session, design);
    const result = this.workerResult;
    return result && this.#worker ? workerPort(this.#worker, result) : null;
  });
  /** Whether an analysis is shown, the page's or the worker's. */
  readonly analysed = $derived(this.syncAnalysis !== null || this.workerResult !== null);
  /** The design the shown analysis belongs to (for the worker, possibly an older one). */
  readonly analysedDesign = $derived(
    this.syncAnalysis ? this.design : (this.workerResult?.design ?? null)
  );
  /** Every access pattern run against the shown analysis. */
  readonly patternRuns: readonly PatternRun[] = $derived(
    this.session && this.design
      ? this.session.patternRuns(this.design.accessPatterns)
      : (this.workerResult?.summary.patternRuns ?? [])
  );
  /** Write orders of the items the active pattern returns, with their 1-based position in its result. */
  readonly highlight: ReadonlyMap<number, number> = $derived(
    rankByOrder(
      this.activePattern === null ? undefined : this.patternRuns[this.activePattern]?.entries
    )
  );
  /** Each entity's colour and shape. */
  readonly marks = $derived(entityMarks(this.design?.entities.map((e) => e.name) ?? []));
  /** Bumped to ask the table view to scroll an item into view. */
  revealRequest = $state.raw<{ table: number; order: number; nonce: number } | null>(null);
  /** A partition key text for the table view to find and scroll to; it calls `done` with whether it did. */
  jumpRequest = $state.raw<{ text: string; done: (found: boolean) => void } | null>(null);
  #nonce = 0;
  readonly canUndo = $derived(this.#history.canUndo);
  readonly canRedo = $derived(this.#history.canRedo);

  /**
   * Open a design (its authored items; `options.generation` rebuilds the generated ones). The
   * history of the design open so far is kept under its key; a key opened before gets its
   * history back, any other design starts a fresh one.
   */
  open(
    design: Design,
    label: string,
    findings: readonly Finding[] = [],
    options: OpenOptions = {}
  ): void {
    const live = options.live ?? false;
    const layers = live
      ? liveLayers(design)
      : layersOf(design, options.generation ?? design.generation ?? NO_GENERATION);
    this.#history.switchTo(live ? null : (options.key ?? null));
    this.storeKey = live ? null : (options.key ?? null);
    this.#set(layers);
    this.label = label;
    this.loadFindings = findings;
    this.readOnly = live || (options.readOnly ?? false);
    this.live = live;
    this.#before = this.#worker?.result ?? null;
    this.table = 0;
    this.view = 0;
    this.selected = null;
    this.activePattern = null;
    this.litEntity = null;
    this.selectedCollection = null;
    this.opened++;
  }

  /** Close the design (it was deleted from the library); its history stays under its key. */
  close(): void {
    this.#history.switchTo(null);
    this.design = this.authored = null;
    this.generation = NO_GENERATION;
    this.#before = this.#worker?.result ?? null;
    this.#relay();
    this.readOnly = false;
    this.live = false;
    this.selected = null;
    this.activePattern = null;
  }

  /**
   * More of the live design open (the next pages of a read): shown as it is, with the selection,
   * the view and the scroll kept. Does nothing unless a live design is open.
   */
  showLive(design: Design): void {
    if (this.live) this.#set(liveLayers(design));
  }

  /** The key the open design's history is kept under (it moves to a fork with it). */
  rekey(key: string | null): void {
    this.#history.rekey(key);
    this.storeKey = key;
  }

  /** The open design's layers, for the panels that need to know what is generated. */
  get layers(): DesignLayers | null {
    return this.authored && this.design
      ? { authored: this.authored, generation: this.generation, design: this.design }
      : null;
  }

  /**
   * Apply an edit to the authored design and what is shown (see `editLayers`). Edits with the
   * same `coalesce` key in a row (keystrokes in one field) make one undo step. Throws what
   * `editDesign` throws, and refuses edits of generated items and of a read-only design.
   */
  apply(edit: DesignEdit, coalesce: string | null = null): void {
    const layers = this.layers;
    if (!layers) return;
    if (this.readOnly) throw new Error(this.live ? LIVE_READ_ONLY : READ_ONLY);
    this.#step(editLayers(layers, edit), coalesce);
  }

  /** Replace the authored design with a new value as one undoable step (generation kept). */
  replace(next: Design, coalesce: string | null = null): void {
    if (!this.layers) return;
    if (this.readOnly) throw new Error(this.live ? LIVE_READ_ONLY : READ_ONLY);
    this.#step(layersOf(next, this.generation), coalesce);
  }

  /**
   * Generate sample items: one more run in the generation settings, and every generated item
   * rebuilt from the current design, as reopening it will (undoable). A link's design may
   * generate too (its templates stay read-only; "Save to my library" keeps what was generated);
   * a live table's may not.
   */
  generate(run: GenerationRun): void {
    const layers = this.layers;
    if (!layers) return;
    if (this.live) throw new Error(LIVE_READ_ONLY);
    this.#step(generateLayers(layers, run), null);
  }

  /** Rebuild the generated items from the current design (or, with `clear`, remove them). */
  regenerate(clear = false): void {
    const layers = this.layers;
    if (!layers) return;
    if (this.live) throw new Error(LIVE_READ_ONLY);
    const settings = clear ? { runs: [], ...rulesOf(layers.generation) } : layers.generation;
    this.#step(layersOf(layers.authored, settings), null);
  }

  /** Set the generator's value rules (`setValueRule`) and rebuild the generated items (undoable). */
  setRules(rules: readonly ValueRule[]): void {
    const layers = this.layers;
    if (!layers) return;
    if (this.live) throw new Error(LIVE_READ_ONLY);
    const { runs } = layers.generation;
    this.#step(layersOf(layers.authored, { runs, ...(rules.length ? { rules } : {}) }), null);
  }

  #step(next: DesignLayers, coalesce: string | null): void {
    const layers = this.layers;
    if (!layers) return;
    this.#history.push(layers, coalesce);
    this.#set(next);
  }

  #set(layers: DesignLayers): void {
    this.authored = layers.authored;
    this.generation = layers.generation;
    this.design = layers.design;
    this.#relay();
  }

  #relaying = false;

  /**
   * Hand the design to the worker when it is large (or stop the worker's run when it is not),
   * once the changes of this task are made: a burst of them is one analysis of the last.
   */
  #relay(): void {
    const worker = this.#worker;
    if (!worker || this.#relaying) return;
    this.#relaying = true;
    queueMicrotask(() => {
      this.#relaying = false;
      const design = this.design;
      if (design && this.useWorker) worker.request(design);
      else worker.cancel();
    });
  }

  /** Select an item and scroll the table view to it (switching to its table). */
  reveal(table: number, order: number): void {
    if (this.table !== table) {
      this.table = table;
      this.view = 0;
    }
    this.selected = { table, order };
    this.revealRequest = { table, order, nonce: ++this.#nonce };
  }

  /** Highlight an access pattern's result, showing the view it queries. */
  runPattern(index: number): void {
    const run = this.patternRuns[index];
    this.activePattern = index;
    if (!run || run.table < 0 || run.view < 0) return;
    this.table = run.table;
    this.view = run.view;
    const first = run.entries[0];
    if (first)
      this.revealRequest = { table: run.table, order: first.item.order, nonce: ++this.#nonce };
  }

  /**
   * Ask the table view to scroll to the collection whose partition key is, or starts with,
   * `text` (the view's own lookup decides which). Resolves with whether there was one; an
   * earlier request still waiting resolves false.
   */
  jumpToPartition(text: string): Promise<boolean> {
    this.jumpRequest?.done(false);
    return new Promise((done) => (this.jumpRequest = { text, done }));
  }

  /** End the current run of merged edits (a field lost focus), so the next edit is a new step. */
  endCoalescing(): void {
    this.#history.endCoalescing();
  }

  undo(): void {
    const layers = this.layers;
    const previous = layers && !this.live ? this.#history.undo(layers) : undefined;
    if (previous) this.#set(previous);
  }

  redo(): void {
    const layers = this.layers;
    const next = layers && !this.live ? this.#history.redo(layers) : undefined;
    if (next) this.#set(next);
  }
}

function rulesOf(settings: GenerationSettings): { rules?: readonly ValueRule[] } {
  return settings.rules?.length ? { rules: settings.rules } : {};
}
