import { decodeUtf8 } from '../text/decode-utf8.ts';
import { encodingFinding } from '../text/encoding-finding.ts';
import { lessonSizeRefusal, loadLessonText, type LessonLoadResult } from './load-lesson.ts';

/**
 * Load a lesson from a file's bytes, as the browser reads a picked or fetched lesson file: the
 * size first (`lessonSizeRefusal`), then UTF-8 only (a leading byte-order mark is dropped; bytes
 * that are not UTF-8 are refused with their offset, line and column, `file.encoding`, never
 * replaced), then `loadLessonText`. The same decoding as a design file's (`loadDesignBytes`).
 *
 * @example
 * const r = loadLessonBytes(new Uint8Array(await file.arrayBuffer()));
 * if (!r.ok) show(r.findings); // e.g. $: the file is not valid UTF-8 at byte offset 12 …
 */
export function loadLessonBytes(bytes: Uint8Array): LessonLoadResult {
  const tooLarge = lessonSizeRefusal(bytes.length);
  if (tooLarge) return tooLarge;
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return { ok: false, findings: [encodingFinding(decoded.error)] };
  return loadLessonText(decoded.text);
}
