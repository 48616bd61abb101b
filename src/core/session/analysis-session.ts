import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { countFindings, type FindingCount } from '../findings/count-findings.ts';
import { findingPage, type FindingFilter, type FindingPage } from '../findings/finding-page.ts';
import type { ItemDescription } from '../inspect/describe-item.ts';
import type { ItemPlace } from '../inspect/item-places.ts';
import type { AccessPattern, Design } from '../model/design.ts';
import { runAccessPattern, type PatternRun } from '../query/run-access-pattern.ts';
import type { RowWindow } from '../rows/view-rows.ts';
import type { Located, RowTarget } from '../rows/locate-row.ts';
import type { AnalysisSummary } from './analysis-summary.ts';
import type { Fix } from '../fixes/fix.ts';
import type { FixTarget } from '../fixes/suggest-fixes.ts';
import type { FixPreview } from '../fixes/preview-fix.ts';
import { conversionPreview, type ConversionPreview } from '../fixes/conversion-preview.ts';
import type { PatternCode } from '../code/pattern-code.ts';
import { HeatKeeper } from './heat-keeper.ts';
import { RowLayouts } from './row-layouts.ts';
import type { ArrayRecycler } from '../views/array-recycler.ts';
import { ItemLookup } from './item-lookup.ts';
import type { HeatReport } from '../heat/heat-types.ts';
import { GraphSession } from './graph-session.ts';
import type { RowQuery } from './row-query.ts';
import { sameAnalysisInputs } from './same-analysis-inputs.ts';
import { slimRun } from './slim-run.ts';
import { largestCollections, type CollectionSize } from '../inspect/largest-collections.ts';
import { measuredStoredSizes } from '../heat/view-columns.ts';
import type {
  EntityGraphAnswer,
  GraphAttention,
  GraphLights,
  ItemGraphAnswer,
  ItemGraphQuery
} from './graph-query.ts';
import { summarizeAnalysis, type TableSummary } from './summarize-analysis.ts';

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
  /** What is built on first use, shared with the sessions `withDesign` makes. */
  #kept: Kept;

  /**
   * `design` is the one `analysis` was made from, or (through `withDesign`) a later one with
   * the same tables and entities, which the heat, fixes and graphs are then read with.
   * `arrays`: the analysis worker's recycled buffers, for the rows' layouts (see letGo);
   * `heatArrays`: memory touched ahead of time for the first heat (heatMemory).
   */
  constructor(
    readonly design: Design,
    readonly analysis: DesignAnalysis,
    arrays: ArrayRecycler | null = null,
    heatArrays?: ArrayRecycler
  ) {
    this.#kept = {
      tables: null,
      counts: null,
      rows: new RowLayouts(analysis, arrays),
      items: new ItemLookup(analysis),
      runs: null,
      heat: new HeatKeeper(analysis, heatArrays),
      graphs: null
    };
  }

  /**
   * This analysis read with `design`: the analysed design, or a later one whose tables and
   * entities it shares (an edit of the workload, the patterns or the name needs no new
   * analysis). What is built is shared, so asking again costs nothing.
   */
  withDesign(design: Design): AnalysisSession {
    if (design === this.design) return this;
    if (!sameAnalysisInputs(design, this.design))
      throw new Error(
        `graphs of design "${design.name}" asked of another design's analysis; analyse it first`
      );
    const later = new AnalysisSession(design, this.analysis);
    later.#kept = this.#kept;
    return later;
  }

  /**
   * This session (and those `withDesign` made from it) will not be asked again: its rows'
   * layouts go back to the recycler it was given, for the next analysis to write over.
   */
  letGo(): void {
    this.#kept.rows.letGo();
  }

  /** Per table and view: counts and the first absent and rejected items. */
  get tables(): readonly TableSummary[] {
    return (this.#kept.tables ??= summarizeAnalysis(this.analysis));
  }

  get findingCount(): number {
    return this.analysis.findings.length;
  }

  /** Every finding counted by severity and code. */
  get findingCounts(): readonly FindingCount[] {
    return (this.#kept.counts ??= countFindings(this.analysis.findings));
  }

  /** Rows `from`…`to` of a view (an empty window when the query names no view). */
  window(query: RowQuery, from: number, to: number): RowWindow {
    return this.#kept.rows.window(query, from, to);
  }

  /** Where a partition key or an item is in a view, or null. */
  locate(query: RowQuery, target: RowTarget): Located | null {
    return this.#kept.rows.locate(query, target);
  }

  /** The inspector's description of the item written `order`-th into table `table`. */
  item(table: number, order: number, whole: boolean): ItemDescription | null {
    return this.#kept.items.item(table, order, whole);
  }

  /** The item a finding's path is about, if it is about one. */
  findingItem(path: string): ItemPlace | null {
    return this.#kept.items.findingItem(this.design, path);
  }

  /** Findings `from`…`to` of those `filter` keeps. */
  findings(from: number, to: number, filter: FindingFilter): FindingPage {
    return findingPage(this.analysis.findings, from, to, filter);
  }

  /** Each access pattern run as its one Query (kept while the patterns are the same array). */
  patternRuns(patterns: readonly AccessPattern[]): readonly PatternRun[] {
    const kept = this.#kept;
    if (kept.runs?.patterns !== patterns)
      kept.runs = { patterns, runs: patterns.map((p) => runAccessPattern(this.analysis, p)) };
    return kept.runs.runs;
  }

  /**
   * Heat and capacity under this session's design's workload with every rate times `scale`
   * (a later workload: `withDesign`). The last few are kept (HeatKeeper).
   */
  heat(scale = 1): HeatReport {
    return this.#kept.heat.heat(this.design, scale);
  }

  /**
   * Work towards the heat of this session's design at `scale` (the one the heat view will ask
   * for) one step at a time while `more()` says so; true once it is made, when `heat` answers
   * at once. The analysis worker calls it in slices while idle (HeatKeeper.prepare).
   */
  prepareHeat(scale: number, more: () => boolean): boolean {
    return this.#kept.heat.prepare(this.design, scale, more);
  }

  /**
   * Fixes for a hot key (or for the peak of every table and index near its ceiling), ranked by
   * what each does once applied (rankedFixes). With `judge` false they are not tried, and keep
   * the order they were made in: the page tries them one task at a time (ui/heat/judgeFixes).
   */
  fixes(scale = 1, target?: FixTarget, judge = true): Fix[] {
    return this.#kept.heat.fixes(this.design, scale, target, judge);
  }

  /**
   * What a fix would give, at `scale`, computed on a copy: the design with its edit applied is
   * analysed afresh, so neither this session nor its caches change. The heat, and the peak and
   * every access pattern's status against this session's design's (FixOutcome). Advice (no
   * edit) has none.
   */
  preview(fix: Fix, scale = 1): Pick<FixPreview, 'heat' | 'outcome'> | null {
    return this.#kept.heat.preview(this.design, fix, scale);
  }

  /**
   * Access pattern `index` of this session's design as code in `language` (patternCode). The
   * code generators and entity libraries load on the first ask: they are no part of the first
   * paint, in the page or in the analysis worker.
   */
  async patternCode(index: number, language: string): Promise<PatternCode> {
    const { patternCode } = await import('../code/pattern-code.ts');
    return patternCode(this.design, this.analysis, index, language);
  }

  /** A synthetic GSI key's conversion, previewed on this analysis (conversionPreview). */
  conversionPreview(table: string, index: string): ConversionPreview {
    return conversionPreview(this.design, table, index, this.analysis);
  }

  /**
   * The graphs of this analysis (entity graph, item graphs, what lights up), showing this
   * session's design's patterns. Kept for the last design read.
   */
  graphs(): GraphSession {
    const kept = this.#kept;
    if (kept.graphs?.design === this.design) return kept.graphs;
    return (kept.graphs = new GraphSession(this.design, this.analysis, (p) => this.patternRuns(p)));
  }

  /** The entity graph (GraphSession.entity). */
  entityGraph(): EntityGraphAnswer {
    return this.graphs().entity();
  }

  /** One view's clustered item graph (GraphSession.items). */
  itemGraph(query: ItemGraphQuery): ItemGraphAnswer | null {
    return this.graphs().items(query);
  }

  /** What `attention` lights in the entity graph and, when asked, one item graph. */
  graphLights(
    attention: GraphAttention,
    entities: boolean,
    items: ItemGraphQuery | null
  ): GraphLights {
    return this.graphs().lights(attention, { entities, items });
  }

  /** The collections of a view holding an entity's items (GraphSession.entityCollections). */
  entityCollections(table: number, view: number, entity: string): readonly number[] {
    return this.graphs().entityCollections(table, view, entity);
  }

  /** The `n` collections of a view holding the most items, with their sizes. */
  largestCollections(table: number, view: number, n: number): CollectionSize[] {
    const ta = this.analysis.tables[table];
    const v = ta?.views[view];
    return ta && v ? largestCollections(ta.resolved, v, n, measuredStoredSizes(ta.resolved)) : [];
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
}

/** An AnalysisSession's caches (see withDesign). */
interface Kept {
  tables: TableSummary[] | null;
  counts: FindingCount[] | null;
  rows: RowLayouts;
  items: ItemLookup;
  runs: { patterns: readonly AccessPattern[]; runs: PatternRun[] } | null;
  heat: HeatKeeper;
  graphs: GraphSession | null;
}
