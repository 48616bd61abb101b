import type { ExportRequest, ExportResult } from '../../core/export/export-design.ts';
import { EXPORT_TARGETS, type ExportTarget } from '../../core/export/export-targets.ts';
import type { Design } from '../../core/model/design.ts';
import { isMultiKey } from '../../core/model/is-multi-key.ts';
import { encodeShareLink, type ShareLinkResult } from '../../core/share/encode-share-link.ts';
import type { WorkerExport } from '../../workers/analysis-messages.ts';
import { holdsRemoteItems } from '../analysis/remote-items.ts';
import { exportText } from './export-text.ts';

/** What writes a design whose items only the analysis worker holds (AnalysisWorkerState). */
export interface RemoteExports {
  exportDesign(design: Design, request: ExportRequest): Promise<WorkerExport>;
  shareLink(design: Design): Promise<ShareLinkResult>;
}

/** An export's text: a string made on the page, or a Blob the worker wrote. */
export type DesignExport = ExportResult | WorkerExport;

/** The studio's layers an export may be written from (StudioState). */
export interface ExportLayers {
  readonly authored: Design | null;
  /** What is shown: the authored design and its generated items (a live table's, when `live`). */
  readonly design: Design | null;
  readonly live: boolean;
}

/**
 * The design an export target is written from: what is shown, generated items included, for a
 * format that holds them as items (`generatedItems`: the Workbench model, whose reader sees the
 * sender's items), else the authored design. Never a live table's items: those are not the
 * user's to hand out.
 */
export function exportedDesign(layers: ExportLayers, target: ExportTarget): Design | null {
  const holds = EXPORT_TARGETS.find((t) => t.id === target)?.generatedItems ?? false;
  return holds && !layers.live ? layers.design : layers.authored;
}

/**
 * Whether the export menu offers synthetic keys: the target holds one attribute per index key
 * (`syntheticKeys`, the Workbench model) and the design has a GSI whose key has several, which
 * the target would otherwise leave out.
 *
 * @example
 * offersSyntheticKeys(tournaments, 'workbench'); // true
 */
export function offersSyntheticKeys(design: Design | null, target: ExportTarget): boolean {
  const writes = EXPORT_TARGETS.find((t) => t.id === target)?.syntheticKeys ?? false;
  return writes && (design?.tables.some((t) => t.globalSecondaryIndexes.some(isMultiKey)) ?? false);
}

const NOWHERE =
  'the items of this design are held by the analysis worker, and nothing here can write them';

/**
 * Exports and share links of the authored design, made where its items are: on the page
 * (`exportText`, `encodeShareLink`), or in the analysis worker for a design opened there
 * (`remote`), whose page copy holds placeholders. Either way core's one exporter writes them.
 *
 * @example
 * const r = await new DesignExports(worker).text(studio.authored, { to: 'keyscope' });
 * if (r.ok) downloadText(document, r.fileName, r.mediaType, r.text);
 */
export class DesignExports {
  constructor(private readonly remote: RemoteExports | null) {}

  async text(design: Design, request: Omit<ExportRequest, 'now'>): Promise<DesignExport> {
    if (!holdsRemoteItems(design)) return exportText(design, request);
    if (!this.remote) return { ok: false, code: 'format', error: NOWHERE };
    return this.remote.exportDesign(design, { ...request, now: new Date() });
  }

  async link(design: Design): Promise<ShareLinkResult> {
    if (!holdsRemoteItems(design)) return encodeShareLink(design);
    if (!this.remote) return { ok: false, length: 0, error: NOWHERE };
    return this.remote.shareLink(design);
  }
}
