import type { LoadPhase, LoadProgress } from '../core/formats/item-counter.ts';
import type { DesignSource } from '../core/formats/load-design.ts';
import type { Design } from '../core/model/design.ts';
import { itemSizes } from '../core/items/item-size.ts';
import type { Finding } from '../core/model/finding.ts';
import { cappedFindings } from './capped-findings.ts';
import { loadInput, type DesignInput, type ReadBlob } from './design-input.ts';
import type { DesignReceiver } from './design-receiver.ts';

/** Stages of opening a design in the worker: reading the file's bytes, then the loader's. */
export type OpenPhase = 'reading' | LoadPhase;

/** How far an open has got (`reading`: bytes of `total`; `validating`: items; else 0 of 1). */
export interface OpenProgress {
  readonly phase: OpenPhase;
  readonly done: number;
  readonly total: number;
}

/** An items array the worker keeps: the number the page adopts for it, and its length. */
export interface HeldItems {
  readonly id: number;
  readonly length: number;
}

/**
 * What the page gets of a design opened in the worker: the design without its items (nor
 * where an import found them), each table's and entity's items as the number the worker keeps
 * them under, and the load's findings as the studio shows them (`cappedFindings`); or, when
 * nothing could be loaded, why.
 */
export type OpenedShell =
  | { readonly ok: false; readonly findings: readonly Finding[] }
  | {
      readonly ok: true;
      readonly source: DesignSource;
      readonly findings: readonly Finding[];
      readonly design: Design;
      readonly tables: readonly HeldItems[];
      readonly entities: readonly HeldItems[];
    };

/**
 * Open a design in the worker: read `input`, then load it exactly as the page loads a file
 * (`loadInput`: the import cap, strict UTF-8, core's loader), telling `progress` each phase
 * and how many items are validated. The items stay here, kept by `receiver` with where they
 * were found (the page adopts their numbers), so a design of hundreds of thousands of items
 * never crosses to the page: what is posted back is the design without its items, a few
 * hundred bytes per table and entity, and at most `LOAD_FINDINGS_SHOWN` findings and one more.
 *
 * @example
 * const shell = openDesign(file, 'big.json', receiver, readBlob, (p) => post(p));
 */
export function openDesign(
  input: DesignInput,
  label: string,
  receiver: DesignReceiver,
  read: ReadBlob | null,
  progress: (p: OpenProgress) => void
): OpenedShell {
  const size = typeof input === 'string' ? input.length : input.size;
  progress({ phase: 'reading', done: 0, total: size });
  const loaded = loadInput(input, label, read, {
    onProgress: (p: LoadProgress) => progress(p)
  });
  if (!loaded.ok) return { ok: false, findings: cappedFindings(loaded.findings, label) };
  const { design } = loaded;
  const keep = (holder: Design['tables'][number] | Design['entities'][number]): HeldItems => {
    // Measured as they are read, before the analysis: heat opened the moment it ends waits
    // for no pass over the items, and the analysis's 400 KB check reads these sizes.
    itemSizes(holder.items);
    return { id: receiver.keep(holder.items, holder.itemSources), length: holder.items.length };
  };
  return {
    ok: true,
    source: loaded.source,
    findings: cappedFindings(loaded.findings, label),
    design: {
      ...design,
      tables: design.tables.map(({ itemSources: _s, ...t }) => ({ ...t, items: [] })),
      entities: design.entities.map(({ itemSources: _s, ...e }) => ({ ...e, items: [] }))
    },
    tables: design.tables.map(keep),
    entities: design.entities.map(keep)
  };
}
