import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { duplicateKeyFindings } from '../formats/duplicate-key-findings.ts';
import { jsonErrorOffset } from '../formats/json-error-offset.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import type { Lesson, LessonStep } from './lesson.ts';
import { LESSON_FORMAT } from './lesson-format.ts';
import { LessonReader } from './lesson-reader.ts';
import { readLessonStep } from './read-lesson-step.ts';

export type LessonLoadResult =
  | { readonly ok: true; readonly lesson: Lesson; readonly findings: readonly Finding[] }
  | { readonly ok: false; readonly findings: readonly Finding[] };

const FIELDS = ['format', 'version', 'id', 'title', 'source', 'summary', 'steps'];

/**
 * Load a lesson from JSON text (docs/lesson-format.md): refused whole, with every problem at its
 * JSON path, when anything is wrong — a lesson is small and written by hand, so there is
 * nothing to salvage, and a half-read lesson would teach the wrong thing. Caps every field
 * (`LESSON_FORMAT.limits`); unknown fields, `__proto__` among them, are refused. A version 1
 * file is migrated as it is read: it is version 2 without `covers` (which it may not use).
 *
 * @example
 * const r = loadLessonText(await file.text());
 * if (!r.ok) show(r.findings); // e.g. $.steps[2].checks[0].pattern: "pattern" is required
 */
export function loadLessonText(text: string): LessonLoadResult {
  const { fileBytes } = LESSON_FORMAT.limits;
  const bytes = text.length * 3 <= fileBytes ? text.length : new TextEncoder().encode(text).length;
  const tooLarge = lessonSizeRefusal(bytes);
  if (tooLarge) return tooLarge;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const at = jsonErrorOffset(text);
    const before = text.slice(0, Math.max(at, 0));
    const where =
      at < 0
        ? ''
        : ` at line ${before.split('\n').length}, column ${at - before.lastIndexOf('\n')}`;
    const reason = (e instanceof Error ? e.message : String(e))
      .replace(/\s*in JSON at position.*$/s, '')
      .slice(0, 80);
    return refuse('$', 'json.syntax', `the lesson is not valid JSON${where}: ${reason}`);
  }
  // As a design file's are: a key written twice would keep one of its values without a word.
  const repeated = duplicateKeyFindings(text);
  if (repeated.length > 0) return { ok: false, findings: repeated };
  return loadLesson(raw);
}

/**
 * The refusal of a lesson file of `bytes` bytes, or null when it is within
 * `LESSON_FORMAT.limits.fileBytes`: checked before a file is read or decoded, so a huge file is
 * refused by its size alone.
 *
 * @example
 * lessonSizeRefusal(file.size) ?? loadLessonBytes(new Uint8Array(await file.arrayBuffer()));
 */
export function lessonSizeRefusal(bytes: number): LessonLoadResult | null {
  const { fileBytes } = LESSON_FORMAT.limits;
  return bytes > fileBytes
    ? refuse(
        '$',
        'lesson.too-large',
        `the lesson is ${bytes} bytes; Keyscope reads lessons up to ${fileBytes} bytes`
      )
    : null;
}

/** Load a lesson from parsed JSON. */
export function loadLesson(raw: unknown): LessonLoadResult {
  const { name, version, readable } = LESSON_FORMAT;
  if (!isPlainObject(raw) || raw['format'] !== name) {
    const got = isPlainObject(raw)
      ? Object.prototype.hasOwnProperty.call(raw, 'format')
        ? `format ${describeJson(raw['format'])}`
        : 'an object without "format"'
      : describeJson(raw);
    return refuse('$', 'format.unknown', `not a lesson: expected "format": "${name}", got ${got}`);
  }
  const v = raw['version'];
  if (!(readable as readonly unknown[]).includes(v))
    return refuse(
      '$.version',
      'format.version',
      typeof v === 'number' && Number.isInteger(v) && v > version
        ? `this lesson is format version ${v}, newer than this build of Keyscope reads (${version}); open it with a newer Keyscope`
        : `"version" must be ${readable.join(' or ')}, got ${v === undefined ? 'nothing' : describeJson(v)}`
    );
  const r = new LessonReader([]);
  const { titleChars, sourceChars, markupChars, steps: maxSteps } = LESSON_FORMAT.limits;
  r.only(raw, '$', FIELDS, 'a lesson');
  const id = r.id(raw, 'id', '$');
  const title = r.text(raw, 'title', '$', titleChars);
  const source = r.text(raw, 'source', '$', sourceChars, false);
  const summary = r.text(raw, 'summary', '$', markupChars, false);
  const rawSteps = r.array(raw, 'steps', '$', true);
  if (r.field(raw, 'steps') !== undefined && (rawSteps.length === 0 || rawSteps.length > maxSteps))
    r.error(
      '$.steps',
      'format.count',
      `a lesson has 1 to ${maxSteps} steps, got ${rawSteps.length}`
    );
  const steps: LessonStep[] = [];
  const ids = new Map<string, number>();
  rawSteps.slice(0, maxSteps).forEach((s, i) => {
    const path = joinPath('$.steps', i);
    const step = readLessonStep(r, s, path, v as number);
    if (!step) return;
    const first = ids.get(step.id);
    if (first !== undefined)
      r.error(
        joinPath(path, 'id'),
        'format.duplicate',
        `step id "${step.id}" is also step ${first + 1}'s; each step needs its own`
      );
    else ids.set(step.id, i);
    steps.push(step);
  });
  if (r.findings.some((f) => f.severity === 'error')) return { ok: false, findings: r.findings };
  const lesson: Lesson = {
    id: id!,
    title: title!,
    ...(source !== undefined ? { source } : {}),
    ...(summary !== undefined ? { summary } : {}),
    steps
  };
  return { ok: true, lesson, findings: r.findings };
}

function refuse(path: string, code: string, message: string): LessonLoadResult {
  return { ok: false, findings: [{ severity: 'error', code, message, path }] };
}
