import type { AnalysisSession } from '../../core/session/analysis-session.ts';
import type { TableSummary } from '../../core/session/summarize-analysis.ts';
import type { Located, RowTarget, RowWindow } from '../../core/rows/view-rows.ts';
import type { RowQuery } from '../../core/session/row-query.ts';
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

const pageSources = new WeakMap<AnalysisSession, RowSource>();
const workerSources = new WeakMap<WorkerResult, RowSource>();
let revisions = 0;

/** Rows of an analysis the page holds, read from its session (one source per session). */
export function pageRowSource(session: AnalysisSession): RowSource {
  const known = pageSources.get(session);
  if (known) return known;
  const revision = -++revisions;
  const source: RowSource = {
    revision,
    tables: session.tables,
    window: async (q, from, to) => ({ rev: revision, window: session.window(q, from, to) }),
    locate: async (q, target) => ({ rev: revision, located: session.locate(q, target) })
  };
  pageSources.set(session, source);
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
