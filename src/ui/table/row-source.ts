import type { DesignAnalysis } from '../../core/analysis/analyze-design.ts';
import type { RowLayout } from '../../core/rows/layout-rows.ts';
import { summarizeAnalysis, type TableSummary } from '../../core/session/summarize-analysis.ts';
import {
  locateRow,
  viewLayout,
  viewWindow,
  type Located,
  type RowTarget,
  type RowWindow
} from '../../core/rows/view-window.ts';
import type { RowQuery } from '../../workers/analysis-messages.ts';
import type { AnalysisWorkerState, WorkerResult } from '../state/analysis-worker.svelte.ts';

/**
 * Where the table view gets its rows: the page's own analysis (small designs) or the worker
 * that holds a large one. Both answer asynchronously with plain row data, so one component
 * renders either; `rev` in an answer says which analysis it came from.
 */
export interface RowSource {
  /** Changes whenever the analysis does. */
  readonly revision: number;
  readonly tables: readonly TableSummary[];
  window(
    query: RowQuery,
    from: number,
    to: number
  ): Promise<{ rev: number; window: RowWindow } | null>;
  locate(
    query: RowQuery,
    target: RowTarget
  ): Promise<{ rev: number; located: Located | null } | null>;
}

const pageSources = new WeakMap<DesignAnalysis, RowSource>();
const workerSources = new WeakMap<WorkerResult, RowSource>();
let revisions = 0;

/** Rows of an analysis the page holds (one source per analysis object). */
export function pageRowSource(analysis: DesignAnalysis): RowSource {
  const known = pageSources.get(analysis);
  if (known) return known;
  const revision = -++revisions;
  const layouts = new Map<string, RowLayout>();
  const at = (q: RowQuery) => {
    const ta = analysis.tables[q.table];
    const view = ta?.views[q.view];
    if (!ta || !view) return null;
    const collapse = { all: q.collapse.all, toggled: new Set(q.collapse.toggled) };
    const key = `${q.table}/${q.view}/${q.collapse.all}/${q.collapse.toggled.join('\u0000')}`;
    let layout = layouts.get(key);
    if (!layout) layouts.set(key, (layout = viewLayout(view, collapse)));
    return { ta, view, collapse, layout };
  };
  const source: RowSource = {
    revision,
    tables: summarizeAnalysis(analysis),
    window: async (q, from, to) => {
      const a = at(q);
      if (!a) return null;
      return {
        rev: revision,
        window: viewWindow(a.ta.resolved, a.view, a.layout, a.collapse, from, to)
      };
    },
    locate: async (q, target) => {
      const a = at(q);
      return { rev: revision, located: a ? locateRow(a.view, a.layout, a.collapse, target) : null };
    }
  };
  pageSources.set(analysis, source);
  return source;
}

/** Rows of the analysis the worker holds (one source per worker result). */
export function workerRowSource(worker: AnalysisWorkerState, result: WorkerResult): RowSource {
  const known = workerSources.get(result);
  if (known) return known;
  const ahead = result.prefetched;
  const source: RowSource = {
    revision: result.rev,
    tables: result.summary.tables,
    // The window the page showed before the edit came back with the analysis: no round trip.
    window: (q, from, to) =>
      ahead && ahead.from === from && ahead.to === to && sameQuery(ahead.query, q)
        ? Promise.resolve({ rev: result.rev, window: ahead.window })
        : worker.rows(q, from, to),
    locate: (q, target) => worker.locate(q, target)
  };
  workerSources.set(result, source);
  return source;
}

function sameQuery(a: RowQuery, b: RowQuery): boolean {
  return (
    a.table === b.table &&
    a.view === b.view &&
    a.collapse.all === b.collapse.all &&
    a.collapse.toggled.length === b.collapse.toggled.length &&
    a.collapse.toggled.every((id, i) => id === b.collapse.toggled[i])
  );
}
