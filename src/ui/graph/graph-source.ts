import type { Design } from '../../core/model/design.ts';
import type { AnalysisSession } from '../../core/session/analysis-session.ts';
import type {
  EntityGraphAnswer,
  GraphAttention,
  GraphLights,
  ItemGraphAnswer,
  ItemGraphQuery
} from '../../core/session/graph-query.ts';
import type { AnalysisWorkerState, WorkerResult } from '../state/analysis-worker.svelte.ts';

/**
 * Where the graph view and the table's entity highlight get their answers: the page's own
 * analysis (small designs) or the worker holding a large one, both from the same
 * GraphSession (AnalysisSession.graphs). Answers are asynchronous and plain either way; null
 * when the answer belongs to another analysis than this source's, or the worker went away.
 */
export interface GraphSource {
  /** Changes whenever the analysis does. */
  readonly revision: number;
  entity(): Promise<EntityGraphAnswer | null>;
  items(query: ItemGraphQuery): Promise<ItemGraphAnswer | null>;
  lights(
    attention: GraphAttention,
    entities: boolean,
    items: ItemGraphQuery | null
  ): Promise<GraphLights | null>;
  entityCollections(table: number, view: number, entity: string): Promise<readonly number[] | null>;
}

const pageSources = new WeakMap<AnalysisSession, { design: Design; source: GraphSource }>();
const workerSources = new WeakMap<WorkerResult, GraphSource>();
let revisions = 0;

/**
 * The graphs of an analysis the page holds, read with `design` (the current design: the same
 * tables and entities as the analysed one, perhaps newer patterns). One source per session and
 * design.
 */
export function pageGraphSource(session: AnalysisSession, design: Design): GraphSource {
  const known = pageSources.get(session);
  if (known?.design === design) return known.source;
  const graphs = () => session.graphs(design);
  const source: GraphSource = {
    revision: -++revisions,
    entity: async () => graphs().entity(),
    items: async (query) => graphs().items(query),
    lights: async (attention, entities, items) => graphs().lights(attention, { entities, items }),
    entityCollections: async (table, view, entity) =>
      graphs().entityCollections(table, view, entity)
  };
  pageSources.set(session, { design, source });
  return source;
}

/** The graphs of the analysis the worker holds (one source per worker result). */
export function workerGraphSource(worker: AnalysisWorkerState, result: WorkerResult): GraphSource {
  const known = workerSources.get(result);
  if (known) return known;
  // An answer from a newer analysis (the worker moved on) is not this source's.
  const ours = (r: { rev: number } | null): boolean => r?.rev === result.rev;
  const source: GraphSource = {
    revision: result.rev,
    entity: async () => {
      const r = await worker.entityGraph();
      return r && ours(r) ? r.answer : null;
    },
    items: async (query) => {
      const r = await worker.itemGraph(query);
      return r && ours(r) ? r.answer : null;
    },
    lights: async (attention, entities, items) => {
      const r = await worker.graphLights(attention, entities, items);
      return r && ours(r) ? r.lights : null;
    },
    entityCollections: async (table, view, entity) => {
      const r = await worker.entityCollections(table, view, entity);
      return r && ours(r) ? r.collections : null;
    }
  };
  workerSources.set(result, source);
  return source;
}
