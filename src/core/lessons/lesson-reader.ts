import { describeJson } from '../json/describe-json.ts';
import { JsonReader } from '../formats/json-reader.ts';
import { joinPath } from '../model/finding.ts';
import { cutText } from '../text/cut-text.ts';
import { LESSON_FORMAT } from './lesson-format.ts';

/** Lesson, step and example ids: lower-case words joined by hyphens. */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The design loader's JsonReader with what the lesson format adds: unknown fields refused (a
 * typo, a field of a newer version, or `__proto__`), every string capped, ids checked. Every
 * problem is recorded with its JSON path and reading goes on, so one pass reports them all.
 *
 * @example
 * const r = new LessonReader([]);
 * r.id({ id: 'Gaming Keys' }, 'id', '$'); // undefined; r.findings: format.bad-id at $.id
 */
export class LessonReader extends JsonReader {
  /** Report every field of `obj` that is not in `allowed`. */
  only(obj: Record<string, unknown>, path: string, allowed: readonly string[], what: string): void {
    for (const key of Object.keys(obj)) {
      if (allowed.includes(key)) continue;
      this.error(
        joinPath(path, cutText(key, 40)),
        'format.unknown-field',
        `${what} has no field ${JSON.stringify(cutText(key, 40))}; its fields are ${allowed.map((a) => `"${a}"`).join(', ')}`
      );
    }
  }

  /** A string of at most `max` characters; a required one must not be blank. */
  text(
    obj: Record<string, unknown>,
    key: string,
    path: string,
    max: number,
    required = true
  ): string | undefined {
    const v = this.string(obj, key, path, required);
    if (v === undefined) return undefined;
    if (v.length > max) {
      this.error(
        joinPath(path, key),
        'format.too-long',
        `"${key}" is ${v.length} characters long; it may have at most ${max}`
      );
      return undefined;
    }
    if (required && v.trim() === '') {
      this.error(joinPath(path, key), 'format.empty', `"${key}" is empty; write something here`);
      return undefined;
    }
    return v;
  }

  /** An id: `a-z`, `0-9` and single hyphens between them. */
  id(obj: Record<string, unknown>, key: string, path: string): string | undefined {
    const v = this.string(obj, key, path);
    if (v === undefined) return undefined;
    const max = LESSON_FORMAT.limits.idChars;
    if (v.length <= max && ID.test(v)) return v;
    this.error(
      joinPath(path, key),
      'format.bad-id',
      `"${key}" must be 1 to ${max} lower-case letters, digits and single hyphens between them (like "gaming-keys"), got ${describeJson(v)}`
    );
    return undefined;
  }

  /** A non-empty array of distinct non-empty names, at most `LESSON_FORMAT.limits.names`. */
  names(obj: Record<string, unknown>, key: string, path: string): string[] | undefined {
    const v = this.field(obj, key);
    const p = joinPath(path, key);
    const { names, nameChars } = LESSON_FORMAT.limits;
    if (!Array.isArray(v) || v.length === 0 || v.length > names) {
      this.error(
        p,
        v === undefined ? 'format.missing' : 'format.wrong-type',
        `"${key}" must be a list of 1 to ${names} names, got ${v === undefined ? 'nothing' : Array.isArray(v) ? `${v.length} of them` : describeJson(v)}`
      );
      return undefined;
    }
    const out: string[] = [];
    v.forEach((name, i) => {
      if (typeof name !== 'string' || name === '' || name.length > nameChars)
        this.error(
          joinPath(p, i),
          'format.wrong-type',
          `each name must be a string of 1 to ${nameChars} characters, got ${describeJson(name)}`
        );
      else if (out.includes(name))
        this.error(joinPath(p, i), 'format.duplicate', `"${cutText(name, 40)}" is listed twice`);
      else out.push(name);
    });
    return out.length === v.length ? out : undefined;
  }
}
