import type { AnalysisSummary } from '../core/session/analysis-summary.ts';
import type { Question } from '../core/session/analysis-port.ts';
import type { RowQuery } from '../core/session/row-query.ts';
import type { RowWindow } from '../core/rows/view-rows.ts';
import type { ExportRequest, ExportResult } from '../core/export/export-design.ts';
import type { ShareLinkResult } from '../core/share/encode-share-link.ts';
import type { DesignInput } from './design-input.ts';
import type { OpenedShell, OpenPhase } from './open-design.ts';
import type { ReadWhat } from './read-request.ts';
import type { LoadResult } from '../core/formats/load-design.ts';
import type { LessonLoadResult } from '../core/lessons/load-lesson.ts';
import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { LiveAbout, LiveChange } from './live-change.ts';
import type { DesignShape } from '../core/items/shape-of.ts';
import type { WireDesign } from './wire-design.ts';

/**
 * Stages of a worker run, as the page shows them (`reading`: a worker started afresh reads a
 * design it held again, from its file or stored text).
 */
export type AnalysisPhase = 'starting' | 'reading' | 'generating' | 'analysing' | 'summarising';

/** An export written in the worker: its text as a Blob, which the page downloads as it is. */
export type WorkerExport =
  | (Omit<Extract<ExportResult, { ok: true }>, 'text'> & { readonly text: Blob })
  | Extract<ExportResult, { ok: false }>;

/**
 * What the page asks the analysis worker:
 * - `analyse`: analyse a design (its items once; after that only what changed), answered by
 *   `progress` reports and `done` with a summary;
 * - `part`: a slice of an items array of the design about to be sent (a large design's new
 *   items go ahead in slices, one task each on the page; see WireArray `parts`), not answered;
 * - `call`: a question of the latest analysis (AnalysisPort: the AnalysisSession method
 *   `question` with `args`), answered by `answer` with the analysis it read (`rev`);
 * - `open`: read a design from a file, a stored Blob or text and validate it (openDesign),
 *   keeping its items; answered by `open-progress` reports, then `opened` with the design
 *   without its items and the numbers the worker keeps them under;
 * - `read`: read a share link, or a design small enough for the page, whole (readRequest),
 *   answered by `read` with the load's result, items and all; nothing is kept;
 * - `derive`: apply a live change (infer, overlay) to a live design as operation `op`, keep the
 *   result for when the page sends it, and answer `derived` with its shape and what to show about
 *   it — with the items too when there are at most `materialize` of them, for the page to hold;
 * - `design-text`, `export`, `share-link`: what needs every item of a design the page holds
 *   only placeholders of — its native JSON text to store (a Blob), an export (`exportDesign`,
 *   its text a Blob) and a share link (`encodeShareLink`).
 */
/**
 * The page's first message to an analysis worker: a port to the page's memory worker
 * (ui/analysis/memory-port.ts), which touches a fresh design's first heat's memory.
 */
export interface MemoryPortMessage {
  readonly kind: 'memory';
  readonly port: MessagePort;
}

export type WorkerRequest =
  | { readonly kind: 'analyse'; readonly id: number; readonly wire: WireDesign }
  | {
      readonly kind: 'part';
      readonly id: number;
      readonly array: number;
      readonly items: readonly AttributeMap[];
    }
  | {
      readonly kind: 'call';
      readonly id: number;
      readonly question: Question;
      readonly args: readonly unknown[];
    }
  | {
      readonly kind: 'open';
      readonly id: number;
      readonly input: DesignInput;
      readonly label: string;
    }
  | { readonly kind: 'read'; readonly id: number; readonly what: ReadWhat; readonly label: string }
  /** A lesson file, read whole (`lessonRequest`). */
  | { readonly kind: 'lesson'; readonly id: number; readonly file: Blob; readonly label: string }
  | { readonly kind: 'design-text'; readonly id: number; readonly wire: WireDesign }
  | {
      readonly kind: 'export';
      readonly id: number;
      readonly wire: WireDesign;
      readonly request: ExportRequest;
    }
  | { readonly kind: 'share-link'; readonly id: number; readonly wire: WireDesign }
  | {
      readonly kind: 'derive';
      readonly id: number;
      readonly op: number;
      readonly wire: WireDesign;
      readonly change: LiveChange;
      readonly materialize: number;
    };

/** A window of rows computed before it was asked for, with the request it answers. */
export interface PrefetchedRows {
  readonly query: RowQuery;
  readonly from: number;
  readonly to: number;
  readonly window: RowWindow;
}

/** What the analysis worker posts back for request `id`. */
export type WorkerReply =
  | {
      readonly id: number;
      readonly kind: 'progress';
      readonly phase: AnalysisPhase;
      readonly fraction: number;
    }
  | {
      readonly id: number;
      readonly kind: 'done';
      readonly summary: AnalysisSummary;
      /**
       * The rows the page last asked for, read from the new analysis: after an edit the table
       * can repaint without another round trip. Absent before the first rows request.
       */
      readonly prefetched?: PrefetchedRows;
    }
  /** A question's answer (null before any analysis), read from analysis `rev`. */
  | { readonly id: number; readonly kind: 'answer'; readonly rev: number; readonly value: unknown }
  | {
      readonly id: number;
      readonly kind: 'derived';
      readonly shape: DesignShape;
      readonly about: LiveAbout;
      /** Every table's and entity's items, in order, when there were few enough. */
      readonly items?: {
        readonly tables: readonly (readonly AttributeMap[])[];
        readonly entities: readonly (readonly AttributeMap[])[];
      };
    }
  | {
      readonly id: number;
      readonly kind: 'open-progress';
      readonly phase: OpenPhase;
      /** Bytes read (`reading`) or items validated (`validating`) so far, of `total`; else 0 of 1. */
      readonly done: number;
      readonly total: number;
    }
  | { readonly id: number; readonly kind: 'opened'; readonly result: OpenedShell }
  | { readonly id: number; readonly kind: 'read'; readonly result: LoadResult }
  | { readonly id: number; readonly kind: 'lesson'; readonly result: LessonLoadResult }
  | { readonly id: number; readonly kind: 'design-text'; readonly text: Blob }
  | { readonly id: number; readonly kind: 'exported'; readonly result: WorkerExport }
  | { readonly id: number; readonly kind: 'share-link'; readonly result: ShareLinkResult }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };
