import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { countFindings, type FindingCount } from '../findings/count-findings.ts';
import { findingItem } from '../findings/finding-item.ts';
import { findingPage, type FindingFilter, type FindingPage } from '../findings/finding-page.ts';
import { CUT, describeItem, WHOLE, type ItemDescription } from '../inspect/describe-item.ts';
import { indexOverwrites } from '../inspect/index-overwrites.ts';
import { itemPlaces, type ItemPlace } from '../inspect/item-places.ts';
import type { AccessPattern, Design } from '../model/design.ts';
import { runAccessPattern, type PatternRun } from '../query/run-access-pattern.ts';
import type { RowLayout } from '../rows/layout-rows.ts';
import {
  locateRow,
  viewLayout,
  viewRows,
  type Collapse,
  type Located,
  type RowTarget,
  type RowWindow
} from '../rows/view-rows.ts';
import type { ResolvedItem } from '../views/resolved-table.ts';
import type { AnalysisSummary } from './analysis-summary.ts';
import type { Fix } from '../fixes/fix.ts';
import type { FixTarget } from '../fixes/suggest-fixes.ts';
import { rankedFixes } from '../fixes/ranked-fixes.ts';
import { previewFix, type FixPreview } from '../fixes/preview-fix.ts';
import { patternStatuses } from '../fixes/pattern-status.ts';
import { HeatKeeper } from './heat-keeper.ts';
import type { HeatReport } from '../heat/heat-types.ts';
import { GraphSession } from './graph-session.ts';
import type { RowQuery } from './row-query.ts';
import { sameAnalysisInputs } from './same-analysis-inputs.ts';
import { slimRun } from './slim-run.ts';
import { summarizeAnalysis, type TableSummary } from './summarize-analysis.ts';

/** Row layouts kept per session (one per view and set of collapsed collections). */
export const LAYOUTS_KEPT = 8;

const EMPTY_WINDOW: RowWindow = { total: 0, from: 0, to: 0, columns: [], moreColumns: 0, rows: [] };

/**
 * One analysis and everything the studio derives from it on demand: the tables' summaries,
 * row layouts and windows of rows, where a row is, one item's description, which item a
 * finding is about, pages of findings and access pattern runs. Each is built on first use and
 * kept for the life of the analysis; so are heat reports, fixes and fix previews under the
 * design's workload. The page (small designs) and the analysis worker (large
 * ones) both answer through one of these, so the two modes cannot drift apart.
 *
 * @example
 * const session = new AnalysisSession(design, analyzeDesign(design));
 * session.window({ table: 0, view: 0, collapse: { all: false, toggled: [] } }, 0, 40).rows;
 */
export class AnalysisSession {
  #tables: TableSummary[] | null = null;
  #counts: FindingCount[] | null = null;
  #layouts = new Map<string, RowLayout>();
  #overwrites = new Map<number, Map<number, ResolvedItem>>();
  #places: ((source: string) => ItemPlace | undefined) | null = null;
  #runs: { patterns: readonly AccessPattern[]; runs: PatternRun[] } | null = null;
  readonly #heat: HeatKeeper;
  #graphs: GraphSession | null = null;

  /** `design` is the one `analysis` was made from (its tables and entities). */
  constructor(
    readonly design: Design,
    readonly analysis: DesignAnalysis
  ) {
    this.#heat = new HeatKeeper(analysis);
  }

  /** Per table and view: counts and the first absent and rejected items. */
  get tables(): readonly TableSummary[] {
    return (this.#tables ??= summarizeAnalysis(this.analysis));
  }

  get findingCount(): number {
    return this.analysis.findings.length;
  }

  /** Every finding counted by severity and code. */
  get findingCounts(): readonly FindingCount[] {
    return (this.#counts ??= countFindings(this.analysis.findings));
  }

  /** Rows `from`…`to` of a view (an empty window when the query names no view). */
  window(query: RowQuery, from: number, to: number): RowWindow {
    const at = this.#view(query);
    return at ? viewRows(at.resolved, at.view, at.layout, at.collapse, from, to) : EMPTY_WINDOW;
  }

  /** Where a partition key or an item is in a view, or null. */
  locate(query: RowQuery, target: RowTarget): Located | null {
    const at = this.#view(query);
    return at ? locateRow(at.view, at.layout, at.collapse, target) : null;
  }

  /** The inspector's description of the item written `order`-th into table `table`. */
  item(table: number, order: number, whole: boolean): ItemDescription | null {
    const ta = this.analysis.tables[table];
    if (!ta) return null;
    let overwrites = this.#overwrites.get(table);
    if (!overwrites) {
      overwrites = ta.views[0] ? indexOverwrites(ta.views[0]) : new Map<number, ResolvedItem>();
      this.#overwrites.set(table, overwrites);
    }
    return describeItem(ta.resolved, order, overwrites, whole ? WHOLE : CUT);
  }

  /** The item a finding's path is about, if it is about one. */
  findingItem(path: string): ItemPlace | null {
    this.#places ??= itemPlaces(
      this.design,
      this.analysis.tables.map((t) => t.resolved)
    );
    return findingItem(path, this.#places);
  }

  /** Findings `from`…`to` of those `filter` keeps. */
  findings(from: number, to: number, filter: FindingFilter): FindingPage {
    return findingPage(this.analysis.findings, from, to, filter);
  }

  /** Each access pattern run as its one Query (kept while the patterns are the same array). */
  patternRuns(patterns: readonly AccessPattern[]): readonly PatternRun[] {
    if (this.#runs?.patterns !== patterns)
      this.#runs = { patterns, runs: patterns.map((p) => runAccessPattern(this.analysis, p)) };
    return this.#runs.runs;
  }

  /**
   * Heat and capacity under the workload of `design` (this analysis's design, or a later one
   * whose tables and entities it shares: an edit of the workload or the patterns needs no new
   * analysis) with every rate times `scale`. The last few are kept (HeatKeeper).
   */
  heat(design: Design = this.design, scale = 1): HeatReport {
    return this.#heat.heat(design, scale);
  }

  /**
   * Work towards the heat of this analysis's design at `scale` (the one the heat view will ask
   * for) one step at a time while `more()` says so; true once it is made, when `heat` answers
   * at once. The analysis worker calls it in slices while idle (HeatKeeper.prepare).
   */
  prepareHeat(scale: number, more: () => boolean): boolean {
    return this.#heat.prepare(this.design, scale, more);
  }

  /**
   * Fixes for a hot key (or for the peak of every table and index near its ceiling), ranked by
   * what each does once applied (rankedFixes). With `judge` false they are not tried, and keep
   * the order they were made in: the page tries them one task at a time (ui/heat/judgeFixes).
   */
  fixes(design: Design = this.design, scale = 1, target?: FixTarget, judge = true): Fix[] {
    return rankedFixes(design, this.analysis, this.heat(design, scale), target, undefined, judge);
  }

  /**
   * What a fix would give, at `scale`, computed on a copy: the design with its edit applied is
   * analysed afresh, so neither this session nor its caches change. The heat, and the peak and
   * every access pattern's status against `design`'s (FixOutcome). Advice (no edit) has none.
   */
  preview(
    fix: Fix,
    design: Design = this.design,
    scale = 1
  ): Pick<FixPreview, 'heat' | 'outcome'> | null {
    if (!fix.edit) return null;
    const p = previewFix(design, fix, scale, undefined, patternStatuses(design, this.analysis));
    return { heat: p.heat, outcome: p.outcome };
  }

  /**
   * The graphs of this analysis (entity graph, item graphs, what lights up), read with
   * `design`: the analysed design, or a later one with the same tables and entities (an access
   * pattern or the name edited), whose patterns the graphs then show. Kept for the last design.
   */
  graphs(design: Design = this.design): GraphSession {
    if (this.#graphs?.design === design) return this.#graphs;
    if (!sameAnalysisInputs(design, this.design))
      throw new Error(
        `graphs of design "${design.name}" asked of another design's analysis; analyse it first`
      );
    return (this.#graphs = new GraphSession(design, this.analysis, (p) => this.patternRuns(p)));
  }

  /**
   * What the page keeps of this analysis when it is held elsewhere: the tables' summaries, the
   * first `findings` findings with the counts of all, and each pattern run with its first
   * `runEntries` entries reduced to identity.
   */
  summary(
    patterns: readonly AccessPattern[],
    limits: { readonly findings: number; readonly runEntries: number }
  ): AnalysisSummary {
    return {
      tables: this.tables,
      findings: this.analysis.findings.slice(0, limits.findings),
      findingCount: this.findingCount,
      findingCounts: this.findingCounts,
      patternRuns: this.patternRuns(patterns).map((run) => slimRun(run, limits.runEntries))
    };
  }

  #view(query: RowQuery) {
    const ta = this.analysis.tables[query.table];
    const view = ta?.views[query.view];
    if (!ta || !view) return null;
    const collapse: Collapse = {
      all: query.collapse.all,
      toggled: new Set(query.collapse.toggled)
    };
    // The toggled set as a set: the same collections in another order are the same layout.
    const key = JSON.stringify([
      query.table,
      query.view,
      query.collapse.all,
      [...collapse.toggled].sort()
    ]);
    let layout = this.#layouts.get(key);
    if (layout) {
      // Most recently used last, so the oldest goes first.
      this.#layouts.delete(key);
      this.#layouts.set(key, layout);
    } else {
      layout = viewLayout(view, collapse);
      this.#layouts.set(key, layout);
      if (this.#layouts.size > LAYOUTS_KEPT)
        this.#layouts.delete(this.#layouts.keys().next().value!);
    }
    return { resolved: ta.resolved, view, layout, collapse };
  }
}
