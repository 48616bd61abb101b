import { loadDesignBytes } from '../../core/formats/load-design-bytes.ts';
import type { Design } from '../../core/model/design.ts';
import type { Finding } from '../../core/model/finding.ts';

export type OpenResult =
  | { ok: true; design: Design; findings: readonly Finding[]; label: string }
  | { ok: false; findings: readonly Finding[]; label: string };

/**
 * Read a design from a file's bytes (a Keyscope design or a NoSQL Workbench model): UTF-8 with
 * an optional byte-order mark, decoded by core (`loadDesignBytes`), never by the browser's
 * replacing decoder. Whatever is valid is kept; every problem comes back as a finding to show.
 */
export function readDesign(bytes: Uint8Array, label: string): OpenResult {
  const r = loadDesignBytes(bytes);
  if (!r.ok) return { ok: false, findings: r.findings, label };
  const from = r.source === 'workbench' ? ' (NoSQL Workbench model)' : '';
  return { ok: true, design: r.design, findings: r.findings, label: `${label}${from}` };
}

/** Read a picked or dropped file. */
export async function readDesignFile(file: Blob & { name: string }): Promise<OpenResult> {
  return readDesign(new Uint8Array(await file.arrayBuffer()), file.name);
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
