import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { LESSON_FORMAT } from './lesson-format.ts';
import { LessonReader } from './lesson-reader.ts';

/** One built-in lesson, as `lessons/index.json` lists it. */
export interface LessonIndexEntry {
  readonly id: string;
  readonly title: string;
  /** The lesson file, relative to the index. */
  readonly file: string;
  /** How many steps it has, so a lesson link is checked before the lesson is fetched. */
  readonly steps: number;
}

export type LessonIndexResult =
  | { readonly ok: true; readonly entries: readonly LessonIndexEntry[] }
  | { readonly ok: false; readonly findings: readonly Finding[] };

/** A plain file name in the same folder: no path, no query, nothing a URL could climb out with. */
const FILE = /^[a-z0-9][a-z0-9-]*\.json$/;

/**
 * Read the built-in lessons' index (`public/lessons/index.json`): a list of `{id, title, file,
 * steps}`, ids unique, files plain names next to the index. The entries are what
 * `decodeLessonLink` needs to know of the lessons.
 *
 * @example
 * readLessonIndex(JSON.parse(await (await fetch('lessons/index.json')).text()));
 * // { ok: true, entries: [{ id: 'gaming-keys', title: '…', file: 'gaming-keys.json', steps: 4 }, …] }
 */
export function readLessonIndex(raw: unknown): LessonIndexResult {
  const r = new LessonReader([]);
  if (!Array.isArray(raw)) {
    r.error('$', 'format.wrong-type', `the lesson index must be a list, got ${describeJson(raw)}`);
    return { ok: false, findings: r.findings };
  }
  const entries: LessonIndexEntry[] = [];
  raw.forEach((e, i) => {
    const path = joinPath('$', i);
    if (!isPlainObject(e)) {
      r.error(
        path,
        'format.wrong-type',
        `an index entry must be an object, got ${describeJson(e)}`
      );
      return;
    }
    r.only(e, path, ['id', 'title', 'file', 'steps'], 'an index entry');
    const id = r.id(e, 'id', path);
    const title = r.text(e, 'title', path, LESSON_FORMAT.limits.titleChars);
    const file = r.string(e, 'file', path);
    const steps = r.count(e, 'steps', path, 1);
    if (steps === undefined && r.field(e, 'steps') === undefined)
      r.error(
        joinPath(path, 'steps'),
        'format.missing',
        '"steps" is required: how many steps the lesson has'
      );
    if (file !== undefined && !FILE.test(file))
      r.error(
        joinPath(path, 'file'),
        'format.bad-file',
        `"file" must be a file name like "gaming-keys.json", got ${describeJson(file)}`
      );
    if (id !== undefined && entries.some((x) => x.id === id))
      r.error(joinPath(path, 'id'), 'format.duplicate', `lesson id "${id}" is listed twice`);
    if (id && title && file && FILE.test(file) && steps !== undefined)
      entries.push({ id, title, file, steps });
  });
  return r.findings.length ? { ok: false, findings: r.findings } : { ok: true, entries };
}
