import { loadDesignBytes } from './load-design-bytes.ts';
import { loadDesignText, type LoadResult } from './load-design.ts';
import type { LoadOptions } from './item-counter.ts';

/**
 * The largest design file the studio imports (file picker, drag and drop, paste or share link):
 * 50 MiB. JSON.parse reads about 50 MB/s on the machines we measure on, so a file at the cap
 * takes about a second to parse; beyond that the page would freeze for seconds, and V8 cannot
 * hold a string past ~512 MiB at all. A design that big is mostly generated items, which the
 * studio rebuilds from their seed instead. docs/files-and-links.md.
 */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/**
 * Why a file of `bytes` bytes is refused, or null when it may be read. Ask before reading a
 * `File` (`file.size`), so an oversized file is never read into memory.
 *
 * @example
 * importSizeProblem(60 * 1024 * 1024);
 * // 'the file is 60.0 MB; Keyscope imports designs up to 50.0 MB — …'
 */
export function importSizeProblem(bytes: number, what = 'the file'): string | null {
  if (bytes <= MAX_IMPORT_BYTES) return null;
  return `${what} is ${mb(bytes)}; Keyscope imports designs up to ${mb(MAX_IMPORT_BYTES)} — remove generated items (the studio rebuilds them from their seed) or split the design, then import it again`;
}

/**
 * Import a design from a file's bytes (decoded as `loadDesignBytes` does: UTF-8 only, a leading
 * byte-order mark dropped) or from text (pasted): refused cleanly (one finding, nothing loaded)
 * over `MAX_IMPORT_BYTES` of UTF-8, else loaded with its located findings (and `options`'s
 * progress reports, as `loadDesignText` gives them).
 *
 * @example
 * const r = importDesignText(new Uint8Array(await file.arrayBuffer()));
 * if (!r.ok) show(r.findings); // nothing replaced
 */
export function importDesignText(
  input: string | Uint8Array,
  what = 'the file',
  options: LoadOptions = {}
): LoadResult {
  // Each UTF-16 unit is at most 3 UTF-8 bytes; count exactly only near the cap.
  const bytes =
    typeof input !== 'string'
      ? input.length
      : input.length * 3 <= MAX_IMPORT_BYTES
        ? input.length
        : new TextEncoder().encode(input).length;
  const problem = importSizeProblem(bytes, what);
  if (problem)
    return {
      ok: false,
      findings: [{ severity: 'error', code: 'import.too-large', message: problem, path: '$' }]
    };
  return typeof input === 'string'
    ? loadDesignText(input, options)
    : loadDesignBytes(input, options);
}

function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
