import { analyzeDesign } from '../core/analysis/analyze-design.ts';
import type { Design } from '../core/model/design.ts';
import { AnalysisSession } from '../core/session/analysis-session.ts';
import type { RowQuery } from '../core/session/row-query.ts';
import { ArrayRecycler } from '../core/views/array-recycler.ts';
import { KeyCache } from '../core/views/key-cache.ts';
import type { Question } from '../core/session/analysis-port.ts';
import { askSession } from '../core/session/ask-session.ts';
import { encodeShareLink } from '../core/share/encode-share-link.ts';
import type { WorkerReply, WorkerRequest } from './analysis-messages.ts';
import type { ReadBlob } from './design-input.ts';
import { designText } from './design-text.ts';
import { openDesign } from './open-design.ts';
import { readReply } from './read-reply.ts';
import { DesignReceiver } from './design-receiver.ts';
import { applyLiveChange } from './live-change.ts';
import { shapeOf } from '../core/items/shape-of.ts';
import { countItems } from '../core/items/count-items.ts';
import { transferables } from './transferables.ts';
import { PREPARE_AFTER_MS, PREPARE_SLICE_MS, type HostTimers } from './host-timers.ts';
import { WarmMemory, type TouchMemory } from './warm-memory.ts';

/** Findings posted with a summary; `findings` requests page through them all. */
export const FINDINGS_SENT = 1000;
/** Result entries posted per access pattern run. */
export const RUN_ENTRIES_SENT = 500;

/**
 * The analysis worker's message adapter, apart from the Worker plumbing (so Node tests can drive
 * it): it receives designs, analyses them and answers each request from the AnalysisSession of
 * the latest analysis, the same class the page uses for small designs. It never posts the items
 * or the analysis themselves, only summaries, windows of rows, descriptions and pages. It also
 * opens large designs (`open`: the items stay here) and writes what needs every item of a
 * design the page holds placeholders of: its stored text, exports and share links.
 */
export class AnalysisHost {
  #post: (reply: WorkerReply, transfer?: Transferable[]) => void;
  #read: ReadBlob | null;
  #receiver: DesignReceiver;
  #current: { rev: number; session: AnalysisSession } | null = null;
  /** The last rows asked for: the next analysis answers them with its result (prefetched). */
  #lastRows: { query: RowQuery; from: number; to: number } | null = null;
  /** Large arrays the last analysis let go, for the next to write over (ArrayRecycler). */
  readonly #arrays = new ArrayRecycler();
  /**
   * Key columns of the last analysis: a template edit re-keys only that entity's key. Its
   * large arrays are written over by the next analysis once dropped (the host keeps one
   * analysis at a time, and lets it go before the next is made).
   */
  #keys = new KeyCache({ recycle: this.#arrays });
  #timers: HostTimers | null;
  /** The "what if" scale heat was last asked at: the one heat is prepared for. */
  #scale = 1;
  #cancelPrepare: (() => void) | null = null;
  #warm: WarmMemory | null;

  /**
   * `read` reads a Blob's bytes at once (FileReaderSync in the worker). With `timers`, heat is
   * prepared in slices after each analysis (see #prepare); without, only when asked for. With
   * `touch`, the memory of a fresh design's first heat is touched on another thread while it
   * is analysed (WarmMemory).
   */
  constructor(
    post: (reply: WorkerReply, transfer?: Transferable[]) => void,
    read: ReadBlob | null = null,
    timers: HostTimers | null = null,
    touch: TouchMemory | null = null
  ) {
    this.#post = post;
    this.#read = read;
    this.#receiver = new DesignReceiver(read);
    this.#timers = timers;
    this.#warm = touch ? new WarmMemory(touch) : null;
  }

  handle(request: WorkerRequest): void {
    const id = request.id;
    try {
      switch (request.kind) {
        case 'analyse':
          this.#analyse(id, request);
          break;
        case 'part':
          this.#receiver.part(request.array, request.items);
          break;
        case 'open':
          this.#post({
            id,
            kind: 'opened',
            result: openDesign(request.input, request.label, this.#receiver, this.#read, (p) =>
              this.#post({ id, kind: 'open-progress', ...p })
            )
          });
          break;
        case 'read':
        case 'lesson':
          this.#later(
            id,
            readReply(request, this.#read).then((reply) => this.#post(reply))
          );
          break;
        case 'design-text':
          this.#post({
            id,
            kind: 'design-text',
            text: designText(this.#receiver.decode(request.wire))
          });
          break;
        case 'export':
          this.#later(id, this.#export(this.#receiver.decode(request.wire), request.request, id));
          break;
        case 'share-link': {
          const design = this.#receiver.decode(request.wire);
          this.#later(
            id,
            encodeShareLink(design).then((result) => this.#post({ id, kind: 'share-link', result }))
          );
          break;
        }
        case 'call':
          this.#call(id, request.question, request.args);
          break;
        case 'derive':
          this.#derive(id, request);
          break;
      }
    } catch (e) {
      this.#post({ id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }

  /**
   * A question of the latest analysis, answered from its session (AnalysisPort). The rows asked
   * for last are read again from the next analysis (prefetched), and heat is prepared at the
   * scale asked for last.
   */
  #call(id: number, question: Question, args: readonly unknown[]): void {
    if (question === 'window') {
      const [query, from, to] = args as [RowQuery, number, number];
      this.#lastRows = { query, from, to };
    }
    if (question === 'heat') this.#scale = (args[0] as number | undefined) ?? 1;
    const current = this.#current;
    const value = current ? askSession(current.session, question, args) : null;
    const answer = (v: unknown) =>
      this.#post({ id, kind: 'answer', rev: current?.rev ?? 0, value: v }, transferables(v));
    // A question whose code loads on first ask (patternCode) answers later.
    if (value instanceof Promise) this.#later(id, value.then(answer));
    else answer(value);
  }

  /** An answer that comes later (the design was read in order, its text is made after): errors are replied too. */
  #later(id: number, work: Promise<void>): void {
    work.catch((e: unknown) =>
      this.#post({ id, kind: 'error', message: e instanceof Error ? e.message : String(e) })
    );
  }

  async #export(
    design: Design,
    request: Extract<WorkerRequest, { kind: 'export' }>['request'],
    id: number
  ): Promise<void> {
    // The exporters (and the YAML library) load on the first export, as on the page.
    const { exportDesign } = await import('../core/export/export-design.ts');
    const r = exportDesign(design, request);
    this.#post({
      id,
      kind: 'exported',
      result: r.ok
        ? { ...r, text: new Blob([r.text], { type: `${r.mediaType};charset=utf-8` }) }
        : r
    });
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
    const progress = (
      phase: 'reading' | 'generating' | 'analysing' | 'summarising',
      fraction: number
    ) => this.#post({ id, kind: 'progress', phase, fraction });
    // Appending a live table's pages is quick; other replays (reading a held file again,
    // generating items) are worth saying. A design just read or generated is not being typed
    // into: its heat is prepared at once.
    let fresh = false;
    const design = this.#receiver.decode(request.wire, (change) => {
      if (change.kind === 'parse' || change.kind === 'generate') fresh = true;
      if (change.kind !== 'append')
        progress(change.kind === 'parse' ? 'reading' : 'generating', 0.1);
    });
    // Let the previous analysis go first: at a million items two would not fit comfortably.
    this.#current?.session.letGo();
    this.#current = null;
    this.#cancelPrepare?.();
    if (fresh) this.#warm?.ask(design);
    else this.#warm?.letGo();
    progress('analysing', 0.4);
    const session = new AnalysisSession(
      design,
      analyzeDesign(design, { cache: this.#keys }),
      this.#arrays,
      this.#warm?.arrays
    );
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
    this.#prepare(fresh ? 0 : PREPARE_AFTER_MS);
  }

  /**
   * Prepare the heat the heat view asks for first, so that opening it on a million items shows
   * the report at once rather than after a second's work: once the analysis has rested (at
   * once for a design just read or generated), in slices of PREPARE_SLICE_MS between which the
   * worker answers any message first (a keystroke's analysis waits one slice at most, and drops
   * the preparation for the design it replaces).
   */
  #prepare(after: number): void {
    const timers = this.#timers;
    const current = this.#current;
    if (!timers || !current) return;
    this.#cancelPrepare?.();
    this.#cancelPrepare = timers.later(() => {
      this.#cancelPrepare = null;
      if (this.#current !== current) return;
      const end = timers.now() + PREPARE_SLICE_MS;
      let done = true;
      try {
        done = current.session.prepareHeat(this.#scale, () => timers.now() < end);
      } catch {
        // Heat asked for later will meet the same problem and report it as its answer.
      }
      if (!done) this.#prepare(0);
      // What the first heat did not take of the memory touched for it.
      else this.#warm?.letGo();
    }, after);
  }
}
