import { readFile, stat } from 'node:fs/promises';
import { LESSON_FORMAT } from '../core/lessons/lesson-format.ts';
import { loadLessonText, type LessonLoadResult } from '../core/lessons/load-lesson.ts';
import { decodeUtf8 } from '../core/text/decode-utf8.ts';

export type LessonReadResult = LessonLoadResult | { ok: false; unreadable: string };

/**
 * Read a lesson file as the app opens one: at most `LESSON_FORMAT.limits.fileBytes`, UTF-8 only
 * (a byte-order mark is dropped, bad bytes are refused with their offset), then the lesson
 * loader. An unreadable file is reported with the OS's reason.
 */
export async function readLessonFile(file: string): Promise<LessonReadResult> {
  const max = LESSON_FORMAT.limits.fileBytes;
  try {
    const s = await stat(file);
    if (s.isDirectory())
      return { ok: false, unreadable: `${file} is a directory; give a lesson file (.json)` };
    if (s.size > max)
      return {
        ok: false,
        unreadable: `${file} is ${s.size} bytes; keyscope reads lessons up to ${max} bytes`
      };
    const decoded = decodeUtf8(await readFile(file));
    if (!decoded.ok) return { ok: false, unreadable: decoded.error.message };
    return loadLessonText(decoded.text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : (e as Error).message;
    return { ok: false, unreadable: `cannot read ${file}: ${why}` };
  }
}
