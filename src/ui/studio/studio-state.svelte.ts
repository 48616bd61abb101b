import type { Design } from '../../core/model/design.ts';
import type { Finding } from '../../core/model/finding.ts';
import type { DesignEdit } from '../../core/edits/edit-design.ts';
import type { PatternRun } from '../../core/query/run-access-pattern.ts';
import type { AnalysisWorkerState } from '../analysis/analysis-worker.svelte.ts';
import type { AnalysisPort } from '../../core/session/analysis-port.ts';
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
import { StudioAnalysis } from '../analysis/studio-analysis.svelte.ts';
import { StudioAttention } from './studio-attention.svelte.ts';
import type { OpenOptions } from './open-options.ts';
import { entityMarks } from '../kit/entity-marks.ts';

/** Above this many items the analysis runs in a Web Worker instead of a `$derived`. */
export { WORKER_THRESHOLD };

const READ_ONLY =
  'This design is read-only: it came in a link. Save it to your library to edit it.';
const LIVE_READ_ONLY =
  "This design shows a live table's items and is read-only: open the inferred design to edit a copy of your own.";

/**
 * The studio's state: the open design as an immutable value (in its layers: authored, generation
 * settings and what is shown, see design-layers.ts), its undo/redo history (one per design
 * opened this session), its analysis (StudioAnalysis: on the page below WORKER_THRESHOLD items,
 * in the worker above) and what the user is looking at.
 */
export class StudioState extends StudioAttention {
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
  /** The shown design's analysis, on the page or in the worker. */
  readonly #analysis: StudioAnalysis;

  /** `worker` analyses designs above WORKER_THRESHOLD (none: the page analyses only). */
  constructor(worker: AnalysisWorkerState | null = null) {
    super();
    this.#analysis = new StudioAnalysis(() => this.design, worker);
  }

  // What the views read of the analysis (StudioAnalysis).
  readonly workerResult = $derived.by(() => this.#analysis.workerResult);
  readonly itemCount = $derived.by(() => this.#analysis.itemCount);
  readonly useWorker = $derived.by(() => this.#analysis.useWorker);
  readonly pageAnalysis = $derived.by(() => this.#analysis.pageAnalysis);
  readonly session = $derived.by(() => this.#analysis.session);
  readonly analysis: AnalysisPort | null = $derived.by(() => this.#analysis.port);
  readonly analysed = $derived.by(() => this.#analysis.analysed);
  readonly analysedDesign = $derived.by(() => this.#analysis.analysedDesign);
  readonly patternRuns: readonly PatternRun[] = $derived.by(() => this.#analysis.patternRuns);
  /** Each entity's colour and shape. */
  readonly marks = $derived(entityMarks(this.design?.entities.map((e) => e.name) ?? []));
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
    this.#analysis.shownAnew();
    this.lookAnew();
    this.opened++;
  }

  /** Close the design (it was deleted from the library); its history stays under its key. */
  close(): void {
    this.#history.switchTo(null);
    this.design = this.authored = null;
    this.generation = NO_GENERATION;
    this.#analysis.shownAnew();
    this.#analysis.relay();
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
    this.#analysis.relay();
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
