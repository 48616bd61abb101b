import type { FindingCount } from '../../core/findings/count-findings.ts';
import type { ItemDescription } from '../../core/inspect/describe-item.ts';
import type { FindingFilter, FindingPage } from '../../core/findings/finding-page.ts';
import type { ItemPlace } from '../../core/inspect/item-places.ts';
import type { AnalysisSession } from '../../core/session/analysis-session.ts';
import type { AnalysisWorkerState, WorkerResult } from './analysis-worker.svelte.ts';

/**
 * Where the inspector and the findings panel get what they show beyond rows: the page's own
 * analysis (small designs) or the worker that holds a large one. Both answer asynchronously
 * with the same plain data, from the same AnalysisSession class (the worker holds one too), so
 * the panels behave alike in either mode. An answer is null when it belongs to another analysis than this source's (the
 * panels ask again once the newer source is theirs) or the worker went away.
 */
export interface DetailSource {
  /** Changes whenever the analysis does. */
  readonly revision: number;
  readonly findingCount: number;
  readonly findingCounts: readonly FindingCount[];
  /** The item written `order`-th into table `table`; values over 64 K characters cut unless `whole`. */
  item(table: number, order: number, whole: boolean): Promise<ItemDescription | null>;
  /** The item a finding's path is about, if it is about one. */
  findingItem(path: string): Promise<ItemPlace | null>;
  findings(from: number, to: number, filter: FindingFilter): Promise<FindingPage | null>;
}

const pageSources = new WeakMap<AnalysisSession, DetailSource>();
const workerSources = new WeakMap<WorkerResult, DetailSource>();
let revisions = 0;

/** Details of an analysis the page holds, read from its session (one source per session). */
export function pageDetailSource(session: AnalysisSession): DetailSource {
  const known = pageSources.get(session);
  if (known) return known;
  const source: DetailSource = {
    revision: -++revisions,
    findingCount: session.findingCount,
    findingCounts: session.findingCounts,
    item: async (table, order, whole) => session.item(table, order, whole),
    findingItem: async (path) => session.findingItem(path),
    findings: async (from, to, filter) => session.findings(from, to, filter)
  };
  pageSources.set(session, source);
  return source;
}

/** Details of the analysis the worker holds (one source per worker result). */
export function workerDetailSource(
  worker: AnalysisWorkerState,
  result: WorkerResult
): DetailSource {
  const known = workerSources.get(result);
  if (known) return known;
  // An answer from a newer analysis (the worker moved on) is not this source's.
  const source: DetailSource = {
    revision: result.rev,
    findingCount: result.summary.findingCount,
    findingCounts: result.summary.findingCounts,
    item: async (table, order, whole) => {
      const r = await worker.item(table, order, whole);
      return r?.rev === result.rev ? r.item : null;
    },
    findingItem: async (path) => {
      const r = await worker.findingItem(path);
      return r?.rev === result.rev ? r.place : null;
    },
    findings: async (from, to, filter) => {
      const r = await worker.findings(from, to, filter);
      return r?.rev === result.rev ? r.page : null;
    }
  };
  workerSources.set(result, source);
  return source;
}
