import { importDesignText, importSizeProblem } from '../../core/formats/import-design-text.ts';
import type { LoadResult } from '../../core/formats/load-design.ts';
import type { Design } from '../../core/model/design.ts';
import type { Finding } from '../../core/model/finding.ts';
import { cappedResult } from '../../workers/capped-result.ts';

export type OpenResult =
  | { ok: true; design: Design; findings: readonly Finding[]; label: string }
  | { ok: false; findings: readonly Finding[]; label: string };

/**
 * What the studio opens of a loaded design. Whatever is valid is kept, with every problem as a
 * finding to show; but a design with no table left and an error (a NoSQL Workbench model with no
 * `DataModel` or no `KeyAttributes`), or a Workbench model with no table at all, opens nothing:
 * there is nothing to look at, and it must not replace the open design.
 */
export function openable(r: LoadResult, label: string): OpenResult {
  if (!r.ok) return { ok: false, findings: r.findings, label };
  const workbench = r.source === 'workbench';
  if (
    r.design.tables.length === 0 &&
    (workbench || r.findings.some((f) => f.severity === 'error'))
  ) {
    const nothing: Finding = {
      severity: 'error',
      code: 'import.nothing',
      message: `no table could be read from ${label}, so nothing was opened and the open design is unchanged; fix the problems above and open it again`,
      path: '$'
    };
    return { ok: false, findings: [...r.findings, nothing], label };
  }
  const from = workbench ? ' (NoSQL Workbench model)' : '';
  return { ok: true, design: r.design, findings: r.findings, label: `${label}${from}` };
}

/**
 * Read a design from a file's bytes or from pasted text (a Keyscope design or a NoSQL Workbench
 * model): the import cap first, then the loader — bytes decoded by core as UTF-8, strictly (a
 * file that is not UTF-8 is refused with where, never turned into U+FFFD, which would silently
 * change a key) — see `openable`.
 */
export function readDesign(input: string | Uint8Array, label: string): OpenResult {
  return openable(cappedResult(importDesignText(input, label), label), label);
}

/** Read a design file: refused by its size before it is read (`importSizeProblem`), then `readDesign`. */
export async function readDesignFile(file: Blob & { name: string }): Promise<OpenResult> {
  const label = file.name || 'the file';
  const tooBig = importSizeProblem(file.size, label);
  if (tooBig) return refuse('import.too-large', tooBig, label);
  return readDesign(new Uint8Array(await file.arrayBuffer()), label);
}

/** Fetch an example design next to the page. */
export async function fetchDesign(
  url: string,
  label: string,
  fetchFn: typeof fetch
): Promise<OpenResult> {
  const response = await fetchFn(url);
  if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
  return readDesign(new Uint8Array(await response.arrayBuffer()), label);
}

/** The example id in a `#example=gaming` location hash, if any. */
export function exampleFromHash(hash: string): string | null {
  const m = /^#?example=([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(hash);
  return m ? m[1]! : null;
}

function refuse(code: string, message: string, label: string): OpenResult {
  return { ok: false, findings: [{ severity: 'error', code, message, path: '$' }], label };
}
