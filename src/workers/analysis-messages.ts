import type { ItemDescription } from '../core/inspect/describe-item.ts';
import type { FindingFilter, FindingPage } from '../core/findings/finding-page.ts';
import type { ItemPlace } from '../core/inspect/item-places.ts';
import type { AnalysisSummary } from '../core/session/analysis-summary.ts';
import type {
  EntityGraphAnswer,
  GraphAttention,
  GraphLights,
  ItemGraphAnswer,
  ItemGraphQuery
} from '../core/session/graph-query.ts';
import type { RowQuery } from '../core/session/row-query.ts';
import type { Located, RowTarget, RowWindow } from '../core/rows/view-rows.ts';
import type { Fix } from '../core/fixes/fix.ts';
import type { FixOutcome } from '../core/fixes/fix-outcome.ts';
import type { FixTarget } from '../core/fixes/suggest-fixes.ts';
import type { HeatReport } from '../core/heat/heat-types.ts';
import type { ExportRequest, ExportResult } from '../core/export/export-design.ts';
import type { ShareLinkResult } from '../core/share/encode-share-link.ts';
import type { DesignInput } from './design-input.ts';
import type { OpenedShell, OpenPhase } from './open-design.ts';
import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { LiveAbout, LiveChange } from './live-change.ts';
import type { DesignShape } from './remote-items.ts';
import type { WireArray, WireDesign } from './wire-design.ts';

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
 * What the page asks the analysis worker. Besides analysing and windows of rows:
 * - `item`: the inspector's description of the item written `order`-th into table `table`
 *   (describeItem; values over 64 K characters cut unless `whole`), answered by `item`;
 * - `finding-item`: which item a finding's path is about (findingItem), answered by
 *   `finding-item` with its table and write order; `locate` then finds its row;
 * - `findings`: findings `from`…`to` of those `filter` keeps (findingPage), answered by
 *   `findings`, so the page can reach every finding while holding one page of them;
 * - `heat`: heat and capacity under the analysed design's workload with every rate times
 *   `scale`, and fixes for `target` (or the peaks near their ceiling), answered by `heat`;
 * - `preview`: the heat `fix` would give, with its peak and every access pattern's status after (FixOutcome), answered by `preview`;
 * - `hold`: keep item arrays for designs still to come (a live table's pages as they arrive);
 *   no answer;
 * - `derive`: apply a live change (infer, overlay) to a live design as operation `op`, keep the
 *   result for when the page sends it, and answer `derived` with its shape and what to show about
 *   it — with the items too when there are at most `materialize` of them, for the page to hold;
 * - `entity-graph`, `item-graph`, `graph-lights`, `entity-collections`: the graph view's
 *   questions (AnalysisSession.graphs: GraphSession's methods of the same names), answered
 *   with the entity graph, one view's clustered item graph (tens of nodes, never the items),
 *   the ids to light, and the collections an entity's items fill.
 * - `open`: read a design from a file, a stored Blob or text and validate it (openDesign),
 *   keeping its items; answered by `open-progress` reports, then `opened` with the design
 *   without its items and the numbers the worker keeps them under;
 * - `design-text`, `export`, `share-link`: what needs every item of a design the page holds
 *   only placeholders of — its native JSON text to store (a Blob), an export (`exportDesign`,
 *   its text a Blob) and a share link (`encodeShareLink`).
 */
export type WorkerRequest =
  | { readonly kind: 'analyse'; readonly id: number; readonly wire: WireDesign }
  | {
      readonly kind: 'open';
      readonly id: number;
      readonly input: DesignInput;
      readonly label: string;
    }
  | { readonly kind: 'design-text'; readonly id: number; readonly wire: WireDesign }
  | {
      readonly kind: 'export';
      readonly id: number;
      readonly wire: WireDesign;
      readonly request: ExportRequest;
    }
  | { readonly kind: 'share-link'; readonly id: number; readonly wire: WireDesign }
  | {
      readonly kind: 'rows';
      readonly id: number;
      readonly query: RowQuery;
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly kind: 'locate';
      readonly id: number;
      readonly query: RowQuery;
      readonly target: RowTarget;
    }
  | {
      readonly kind: 'item';
      readonly id: number;
      readonly table: number;
      readonly order: number;
      readonly whole: boolean;
    }
  | { readonly kind: 'finding-item'; readonly id: number; readonly path: string }
  | {
      readonly kind: 'findings';
      readonly id: number;
      readonly from: number;
      readonly to: number;
      readonly filter: FindingFilter;
    }
  | {
      readonly kind: 'heat';
      readonly id: number;
      readonly scale: number;
      readonly target?: FixTarget;
    }
  | {
      readonly kind: 'preview';
      readonly id: number;
      readonly fix: Fix;
      readonly scale: number;
    }
  | {
      readonly kind: 'hold';
      readonly id: number;
      readonly arrays: ReadonlyMap<number, WireArray>;
    }
  | {
      readonly kind: 'derive';
      readonly id: number;
      readonly op: number;
      readonly wire: WireDesign;
      readonly change: LiveChange;
      readonly materialize: number;
    }
  | { readonly kind: 'entity-graph'; readonly id: number }
  | { readonly kind: 'item-graph'; readonly id: number; readonly query: ItemGraphQuery }
  | {
      readonly kind: 'graph-lights';
      readonly id: number;
      readonly attention: GraphAttention;
      readonly entities: boolean;
      readonly items: ItemGraphQuery | null;
    }
  | {
      readonly kind: 'entity-collections';
      readonly id: number;
      readonly table: number;
      readonly view: number;
      readonly entity: string;
    };

/** A window of rows computed before it was asked for, with the request it answers. */
export interface PrefetchedRows {
  readonly query: RowQuery;
  readonly from: number;
  readonly to: number;
  readonly window: RowWindow;
}

/** What the analysis worker posts back for request `id` (`rev` = the analysis it read). */
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
  | { readonly id: number; readonly kind: 'rows'; readonly rev: number; readonly window: RowWindow }
  | {
      readonly id: number;
      readonly kind: 'located';
      readonly rev: number;
      readonly located: Located | null;
    }
  | {
      readonly id: number;
      readonly kind: 'item';
      readonly rev: number;
      readonly item: ItemDescription | null;
    }
  | {
      readonly id: number;
      readonly kind: 'finding-item';
      readonly rev: number;
      readonly place: ItemPlace | null;
    }
  | {
      readonly id: number;
      readonly kind: 'findings';
      readonly rev: number;
      readonly page: FindingPage;
    }
  | {
      readonly id: number;
      readonly kind: 'heat';
      readonly rev: number;
      readonly heat: HeatReport | null;
      readonly fixes: readonly Fix[];
    }
  | {
      readonly id: number;
      readonly kind: 'preview';
      readonly rev: number;
      readonly heat: HeatReport | null;
      readonly outcome: FixOutcome | null;
    }
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
      readonly kind: 'entity-graph';
      readonly rev: number;
      readonly answer: EntityGraphAnswer | null;
    }
  | {
      readonly id: number;
      readonly kind: 'item-graph';
      readonly rev: number;
      readonly answer: ItemGraphAnswer | null;
    }
  | {
      readonly id: number;
      readonly kind: 'graph-lights';
      readonly rev: number;
      readonly lights: GraphLights | null;
    }
  | {
      readonly id: number;
      readonly kind: 'entity-collections';
      readonly rev: number;
      readonly collections: readonly number[];
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
  | { readonly id: number; readonly kind: 'design-text'; readonly text: Blob }
  | { readonly id: number; readonly kind: 'exported'; readonly result: WorkerExport }
  | { readonly id: number; readonly kind: 'share-link'; readonly result: ShareLinkResult }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };
