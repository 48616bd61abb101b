import { decodeUtf8 } from '../text/decode-utf8.ts';
import { encodingFinding } from '../text/encoding-finding.ts';
import { loadDesignText, type LoadResult } from './load-design.ts';
import type { LoadOptions } from './item-counter.ts';

/**
 * Load a design from a file's bytes, as the CLI reads a file or standard input and the browser
 * reads a picked, dropped or fetched file: UTF-8 only (a leading byte-order mark is dropped),
 * then `loadDesignText`. Bytes that are not UTF-8 are refused with their offset, line and column
 * (`file.encoding`), never replaced. `options.onProgress` hears the decoding start, then what
 * `loadDesignText` reports.
 *
 * @example
 * loadDesignBytes(new TextEncoder().encode('{"format": "keyscope.design", …}')); // { ok: true, … }
 */
export function loadDesignBytes(bytes: Uint8Array, options: LoadOptions = {}): LoadResult {
  options.onProgress?.({ phase: 'decoding', done: 0, total: 1 });
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return { ok: false, findings: [encodingFinding(decoded.error)] };
  return loadDesignText(decoded.text, options);
}
