import { analyzeDesign, type DesignAnalysis } from '../core/analysis/analyze-design.ts';
import { KeyCache } from '../core/views/key-cache.ts';
import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';
import type { RowLayout } from '../core/rows/layout-rows.ts';
import { runAccessPattern, type PatternRun } from '../core/query/run-access-pattern.ts';
import { countFindings } from '../core/findings/count-findings.ts';
import { CUT, describeItem, WHOLE } from '../core/inspect/describe-item.ts';
import { findingItem } from '../core/findings/finding-item.ts';
import { findingPage } from '../core/findings/finding-page.ts';
import { indexOverwrites } from '../core/inspect/index-overwrites.ts';
import { itemPlaces, type ItemPlace } from '../core/inspect/item-places.ts';
import { summarizeAnalysis } from '../core/session/summarize-analysis.ts';
import type { ResolvedItem } from '../core/views/resolved-table.ts';
import {
  locateRow,
  viewLayout,
  viewWindow,
  type Collapse,
  type RowWindow
} from '../core/rows/view-window.ts';
import type { AnalysisSummary, RowQuery, WorkerReply, WorkerRequest } from './analysis-messages.ts';
import { DesignReceiver } from './wire-design.ts';

/** Findings posted with a summary; `findings` requests page through them all. */
export const FINDINGS_SENT = 1000;
/** Result entries posted per access pattern run. */
export const RUN_ENTRIES_SENT = 500;

const EMPTY: AttributeMap = Object.freeze(Object.create(null) as AttributeMap);

/**
 * The analysis worker's state and answers, apart from the Worker plumbing (so Node tests can
 * drive it): it holds the design's items and the latest analysis, and answers with summaries,
 * windows of rows, one item's description and pages of findings, never the items or the
 * analysis themselves.
 */
export class AnalysisHost {
  #post: (reply: WorkerReply) => void;
  #receiver = new DesignReceiver();
  #current: { rev: number; design: Design; analysis: DesignAnalysis } | null = null;
  #layouts = new Map<string, RowLayout>();
  /** The last rows asked for: the next analysis answers them with its result (prefetched). */
  #lastRows: { query: RowQuery; from: number; to: number } | null = null;
  /** Key columns of the last analysis: a template edit re-keys only that entity's key. */
  #keys = new KeyCache();
  /** Per table of the current analysis, built on first use: who overwrote which item. */
  #overwrites = new Map<number, Map<number, ResolvedItem>>();
  #places: ((source: string) => ItemPlace | undefined) | null = null;

  constructor(post: (reply: WorkerReply) => void) {
    this.#post = post;
  }

  handle(request: WorkerRequest): void {
    const id = request.id;
    const rev = this.#current?.rev ?? 0;
    try {
      switch (request.kind) {
        case 'analyse':
          this.#analyse(id, request);
          break;
        case 'rows': {
          this.#lastRows = { query: request.query, from: request.from, to: request.to };
          const window = this.#window(request.query, request.from, request.to);
          this.#post({ id, kind: 'rows', rev, window });
          break;
        }
        case 'locate': {
          const at = this.#view(request.query);
          const located = at ? locateRow(at.view, at.layout, at.collapse, request.target) : null;
          this.#post({ id, kind: 'located', rev, located });
          break;
        }
        case 'item':
          this.#post({ id, kind: 'item', rev, item: this.#describe(request) });
          break;
        case 'finding-item': {
          const places = this.#itemPlaces();
          const place = places ? findingItem(request.path, places) : null;
          this.#post({ id, kind: 'finding-item', rev, place });
          break;
        }
        case 'findings': {
          const findings = this.#current?.analysis.findings ?? [];
          const page = findingPage(findings, request.from, request.to, request.filter);
          this.#post({ id, kind: 'findings', rev, page });
          break;
        }
      }
    } catch (e) {
      this.#post({ id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }

  #describe(request: Extract<WorkerRequest, { kind: 'item' }>) {
    const ta = this.#current?.analysis.tables[request.table];
    if (!ta) return null;
    let overwrites = this.#overwrites.get(request.table);
    if (!overwrites) {
      overwrites = ta.views[0] ? indexOverwrites(ta.views[0]) : new Map<number, ResolvedItem>();
      this.#overwrites.set(request.table, overwrites);
    }
    return describeItem(ta.resolved, request.order, overwrites, request.whole ? WHOLE : CUT);
  }

  #itemPlaces() {
    const current = this.#current;
    if (!current) return null;
    return (this.#places ??= itemPlaces(
      current.design,
      current.analysis.tables.map((t) => t.resolved)
    ));
  }

  #analyse(id: number, request: Extract<WorkerRequest, { kind: 'analyse' }>): void {
    const progress = (phase: 'generating' | 'analysing' | 'summarising', fraction: number) =>
      this.#post({ id, kind: 'progress', phase, fraction });
    const design = this.#receiver.decode(request.wire, () => progress('generating', 0.1));
    // Let the previous analysis go first: at a million items two would not fit comfortably.
    this.#current = null;
    this.#forget();
    progress('analysing', 0.4);
    const analysis = analyzeDesign(design, { cache: this.#keys });
    progress('summarising', 0.9);
    this.#current = { rev: id, design, analysis };
    this.#forget();
    const summary = summarize(design, analysis);
    const last = this.#lastRows;
    const prefetched = last
      ? { ...last, window: this.#window(last.query, last.from, last.to) }
      : null;
    this.#post(
      prefetched ? { id, kind: 'done', summary, prefetched } : { id, kind: 'done', summary }
    );
  }

  #window(query: RowQuery, from: number, to: number): RowWindow {
    const at = this.#view(query);
    return at
      ? viewWindow(at.resolved, at.view, at.layout, at.collapse, from, to)
      : { total: 0, from: 0, to: 0, columns: [], moreColumns: 0, rows: [] };
  }

  /** Drop what was built for the previous analysis. */
  #forget(): void {
    this.#layouts.clear();
    this.#overwrites.clear();
    this.#places = null;
  }

  #view(query: RowQuery) {
    const current = this.#current;
    const ta = current?.analysis.tables[query.table];
    const view = ta?.views[query.view];
    if (!ta || !view) return null;
    const collapse: Collapse = {
      all: query.collapse.all,
      toggled: new Set(query.collapse.toggled)
    };
    const key = `${query.table}/${query.view}/${query.collapse.all}/${[...query.collapse.toggled].sort().join('\u0000')}`;
    let layout = this.#layouts.get(key);
    if (!layout) {
      layout = viewLayout(view, collapse);
      this.#layouts.set(key, layout);
      if (this.#layouts.size > 8) this.#layouts.delete(this.#layouts.keys().next().value!);
    }
    return { resolved: ta.resolved, view, layout, collapse };
  }
}

function summarize(design: Design, analysis: DesignAnalysis): AnalysisSummary {
  return {
    tables: summarizeAnalysis(analysis),
    findings: analysis.findings.slice(0, FINDINGS_SENT),
    findingCount: analysis.findings.length,
    findingCounts: countFindings(analysis.findings),
    patternRuns: design.accessPatterns.map((p) => slimRun(runAccessPattern(analysis, p)))
  };
}

/** A run with its first entries, their items reduced to identity (no attributes, no keys). */
function slimRun(run: PatternRun): PatternRun {
  return {
    ...run,
    entries: run.entries.slice(0, RUN_ENTRIES_SENT).map((e) => ({
      pk: e.pk,
      ...(e.sk ? { sk: e.sk } : {}),
      // Named fields only: a made item links to its table's columns, which must stay here.
      item: {
        order: e.item.order,
        entity: e.item.entity,
        source: e.item.source,
        attributes: EMPTY,
        keys: [],
        keyProblems: undefined,
        rejection: e.item.rejection
      }
    }))
  };
}
