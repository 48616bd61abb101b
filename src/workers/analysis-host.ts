import { analyzeDesign } from '../core/analysis/analyze-design.ts';
import { AnalysisSession } from '../core/session/analysis-session.ts';
import type { RowQuery } from '../core/session/row-query.ts';
import { KeyCache } from '../core/views/key-cache.ts';
import { findingPage } from '../core/findings/finding-page.ts';
import type { RowWindow } from '../core/rows/view-window.ts';
import type { WorkerReply, WorkerRequest } from './analysis-messages.ts';
import { DesignReceiver } from './wire-design.ts';
import { applyLiveChange } from './live-change.ts';
import { shapeOf } from './remote-items.ts';
import { countItems } from '../core/items/count-items.ts';

/** Findings posted with a summary; `findings` requests page through them all. */
export const FINDINGS_SENT = 1000;
/** Result entries posted per access pattern run. */
export const RUN_ENTRIES_SENT = 500;

/**
 * The analysis worker's message adapter, apart from the Worker plumbing (so Node tests can drive
 * it): it receives designs, analyses them and answers each request from the AnalysisSession of
 * the latest analysis, the same class the page uses for small designs. It never posts the items
 * or the analysis themselves, only summaries, windows of rows, descriptions and pages.
 */
export class AnalysisHost {
  #post: (reply: WorkerReply) => void;
  #receiver = new DesignReceiver();
  #current: { rev: number; session: AnalysisSession } | null = null;
  /** The last rows asked for: the next analysis answers them with its result (prefetched). */
  #lastRows: { query: RowQuery; from: number; to: number } | null = null;
  /** Key columns of the last analysis: a template edit re-keys only that entity's key. */
  #keys = new KeyCache();

  constructor(post: (reply: WorkerReply) => void) {
    this.#post = post;
  }

  handle(request: WorkerRequest): void {
    const id = request.id;
    const rev = this.#current?.rev ?? 0;
    const session = this.#current?.session ?? null;
    try {
      switch (request.kind) {
        case 'analyse':
          this.#analyse(id, request);
          break;
        case 'rows': {
          this.#lastRows = { query: request.query, from: request.from, to: request.to };
          const window = session?.window(request.query, request.from, request.to) ?? EMPTY;
          this.#post({ id, kind: 'rows', rev, window });
          break;
        }
        case 'locate':
          this.#post({
            id,
            kind: 'located',
            rev,
            located: session?.locate(request.query, request.target) ?? null
          });
          break;
        case 'item':
          this.#post({
            id,
            kind: 'item',
            rev,
            item: session?.item(request.table, request.order, request.whole) ?? null
          });
          break;
        case 'finding-item':
          this.#post({
            id,
            kind: 'finding-item',
            rev,
            place: session?.findingItem(request.path) ?? null
          });
          break;
        case 'findings':
          this.#post({
            id,
            kind: 'findings',
            rev,
            // Before any analysis there are no findings (a bad range is still refused).
            page: session
              ? session.findings(request.from, request.to, request.filter)
              : findingPage([], request.from, request.to, request.filter)
          });
          break;
        case 'heat': {
          const heat = session?.heat(session.design, request.scale) ?? null;
          const fixes = session ? session.fixes(session.design, request.scale, request.target) : [];
          this.#post({ id, kind: 'heat', rev, heat, fixes });
          break;
        }
        case 'preview':
          this.#post({
            id,
            kind: 'preview',
            rev,
            heat: session?.preview(request.edit, session.design, request.scale) ?? null
          });
          break;
        case 'hold':
          this.#receiver.hold(request.arrays);
          break;
        case 'derive':
          this.#derive(id, request);
          break;
        case 'entity-graph':
          this.#post({ id, kind: 'entity-graph', rev, answer: session?.graphs().entity() ?? null });
          break;
        case 'item-graph':
          this.#post({
            id,
            kind: 'item-graph',
            rev,
            answer: session?.graphs().items(request.query) ?? null
          });
          break;
        case 'graph-lights':
          this.#post({
            id,
            kind: 'graph-lights',
            rev,
            lights:
              session
                ?.graphs()
                .lights(request.attention, { entities: request.entities, items: request.items }) ??
              null
          });
          break;
        case 'entity-collections':
          this.#post({
            id,
            kind: 'entity-collections',
            rev,
            collections:
              session?.graphs().entityCollections(request.table, request.view, request.entity) ?? []
          });
          break;
      }
    } catch (e) {
      this.#post({ id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }

  #derive(id: number, request: Extract<WorkerRequest, { kind: 'derive' }>): void {
    const base = this.#receiver.decode(request.wire);
    const { design, about } = applyLiveChange(base, request.change);
    this.#receiver.remember(request.op, design);
    const small = countItems(design) <= request.materialize;
    this.#post({
      id,
      kind: 'derived',
      shape: shapeOf(design),
      about,
      ...(small
        ? {
            items: {
              tables: design.tables.map((t) => t.items),
              entities: design.entities.map((e) => e.items)
            }
          }
        : {})
    });
  }

  #analyse(id: number, request: Extract<WorkerRequest, { kind: 'analyse' }>): void {
    const progress = (phase: 'generating' | 'analysing' | 'summarising', fraction: number) =>
      this.#post({ id, kind: 'progress', phase, fraction });
    // Appending a live table's pages is quick; other replays (generating items) are worth saying.
    const design = this.#receiver.decode(request.wire, (change) => {
      if (change.kind !== 'append') progress('generating', 0.1);
    });
    // Let the previous analysis go first: at a million items two would not fit comfortably.
    this.#current = null;
    progress('analysing', 0.4);
    const session = new AnalysisSession(design, analyzeDesign(design, { cache: this.#keys }));
    progress('summarising', 0.9);
    this.#current = { rev: id, session };
    const summary = session.summary(design.accessPatterns, {
      findings: FINDINGS_SENT,
      runEntries: RUN_ENTRIES_SENT
    });
    const last = this.#lastRows;
    this.#post(
      last
        ? {
            id,
            kind: 'done',
            summary,
            prefetched: { ...last, window: session.window(last.query, last.from, last.to) }
          }
        : { id, kind: 'done', summary }
    );
  }
}

const EMPTY: RowWindow = { total: 0, from: 0, to: 0, columns: [], moreColumns: 0, rows: [] };
