import { loadLessonBytes } from '../core/lessons/load-lesson-bytes.ts';
import { lessonSizeRefusal, type LessonLoadResult } from '../core/lessons/load-lesson.ts';
import { cappedResult } from './capped-result.ts';
import type { ReadBlob } from './design-input.ts';

/**
 * Read a lesson file for the page, off its main thread: refused by its size before it is read
 * (`lessonSizeRefusal`), then read as the format says (`loadLessonBytes`: UTF-8, JSON with no
 * key written twice, every field). A hostile file — deep nesting, a key repeated thousands of
 * times, ten megabytes of one string — costs the worker, never the page. The findings are
 * capped as the page shows them (`cappedFindings`).
 *
 * @example
 * const loaded = lessonRequest(file, 'mine.json', (b) => new Uint8Array(new FileReaderSync().readAsArrayBuffer(b)));
 */
export function lessonRequest(file: Blob, label: string, read: ReadBlob | null): LessonLoadResult {
  const tooLarge = lessonSizeRefusal(file.size);
  if (tooLarge) return tooLarge;
  if (!read) throw new Error('this worker cannot read files');
  return cappedResult(loadLessonBytes(read(file)), label);
}
