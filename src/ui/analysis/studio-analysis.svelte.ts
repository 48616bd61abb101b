import { analyzeDesign, type DesignAnalysis } from '../../core/analysis/analyze-design.ts';
import { countItems } from '../../core/items/count-items.ts';
import type { Design } from '../../core/model/design.ts';
import type { PatternRun } from '../../core/query/run-access-pattern.ts';
import type { AnalysisPort } from '../../core/session/analysis-port.ts';
import { AnalysisSession } from '../../core/session/analysis-session.ts';
import { sameAnalysisInputs } from '../../core/session/same-analysis-inputs.ts';
import { KeyCache } from '../../core/views/key-cache.ts';
import type { AnalysisWorkerState } from './analysis-worker.svelte.ts';
import { WORKER_THRESHOLD } from './design-layers.ts';
import { pagePort } from './page-port.ts';
import { holdsRemoteItems } from './remote-items.ts';
import { workerPort } from './worker-port.ts';

/**
 * The analysis of the design the studio shows, and where it is made: a `$derived` on the page
 * up to WORKER_THRESHOLD items, past it (or when the worker holds items) whatever the worker last
 * delivered for it. Picks the port once (`port`: the page's session or the worker's result) and
 * hands large designs to the worker (`relay`). StudioState reads it for its views.
 *
 * @example
 * const analysis = new StudioAnalysis(() => studio.design, worker);
 * await analysis.port?.window(query, 0, 40);
 */
export class StudioAnalysis {
  readonly #design: () => Design | null;
  readonly #worker: AnalysisWorkerState | null;
  /** The worker's result when the studio opened its design: an older design's, never shown. */
  #before = $state.raw<unknown>(null);
  /** The last page analysis, reused while edits leave tables and entities alone (patterns, name). */
  #analysed: { design: Design; analysis: DesignAnalysis } | null = null;
  /** Key columns of the last analysis: an edit re-keys only what it changed. */
  #keys = new KeyCache();
  /** One session per page analysis. */
  #sessions = new WeakMap<DesignAnalysis, AnalysisSession>();
  #relaying = false;

  /** `design` reads the shown design; `worker` analyses large ones (none: the page only). */
  constructor(design: () => Design | null, worker: AnalysisWorkerState | null) {
    this.#design = design;
    this.#worker = worker;
  }

  /** What the page keeps of the worker's analysis of this design (large designs). */
  readonly workerResult = $derived.by(() => {
    const result = this.#worker?.result ?? null;
    return result === this.#before ? null : result;
  });
  readonly itemCount = $derived.by(() => {
    const design = this.#design();
    return design ? countItems(design) : 0;
  });
  /** Worker-held items (generated at scale) can only be analysed where they are. */
  readonly useWorker = $derived.by(
    () => this.itemCount > WORKER_THRESHOLD || holdsRemoteItems(this.#design())
  );
  /** The analysis the page holds (small designs), or null (none yet, or the worker holds it). */
  readonly pageAnalysis = $derived.by(() => {
    const design = this.#design();
    if (!design || this.useWorker) return (this.#analysed = null);
    const last = this.#analysed;
    if (last && sameAnalysisInputs(last.design, design)) return last.analysis;
    const analysis = analyzeDesign(design, { cache: this.#keys });
    this.#analysed = { design, analysis };
    return analysis;
  });
  /** The page analysis's session: what the table view and the panels derive from it. */
  readonly session = $derived.by(() => {
    const analysis = this.pageAnalysis;
    const design = this.#design();
    if (!analysis || !design) return null;
    let session = this.#sessions.get(analysis);
    if (!session) this.#sessions.set(analysis, (session = new AnalysisSession(design, analysis)));
    return session;
  });
  /**
   * The shown analysis, wherever it is held: the page's session (read with the current design)
   * or the worker's. Every view asks it its questions (AnalysisPort); null until there is one.
   */
  readonly port: AnalysisPort | null = $derived.by(() => {
    const session = this.session;
    const design = this.#design();
    if (session && design) return pagePort(session, design);
    const result = this.workerResult;
    return result && this.#worker ? workerPort(this.#worker, result) : null;
  });
  /** Whether an analysis is shown, the page's or the worker's. */
  readonly analysed = $derived(this.pageAnalysis !== null || this.workerResult !== null);
  /** The design the shown analysis belongs to (for the worker, possibly an older one). */
  readonly analysedDesign = $derived.by(() =>
    this.pageAnalysis ? this.#design() : (this.workerResult?.design ?? null)
  );
  /** Every access pattern run against the shown analysis. */
  readonly patternRuns: readonly PatternRun[] = $derived.by(() => {
    const design = this.#design();
    return this.session && design
      ? this.session.patternRuns(design.accessPatterns)
      : (this.workerResult?.summary.patternRuns ?? []);
  });

  /** Another design is shown (opened or closed): the worker's result so far is not its. */
  shownAnew(): void {
    this.#before = this.#worker?.result ?? null;
  }

  /**
   * Hand the design to the worker when it is large (or stop the worker's run when it is not),
   * once the changes of this task are made: a burst of them is one analysis of the last.
   */
  relay(): void {
    const worker = this.#worker;
    if (!worker || this.#relaying) return;
    this.#relaying = true;
    queueMicrotask(() => {
      this.#relaying = false;
      const design = this.#design();
      if (design && this.useWorker) worker.request(design);
      else worker.cancel();
    });
  }
}
