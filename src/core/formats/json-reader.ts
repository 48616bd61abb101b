import { ownField } from '../json/own-field.ts';
import { joinPath } from '../model/finding.ts';
import { FindingCollector } from '../model/finding-collector.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';

const quote = (k: string): string => JSON.stringify(k.length > 60 ? k.slice(0, 57) + '…' : k);

/**
 * A small typed reader over parsed JSON that records every problem with its
 * JSON path and keeps going, so a loader reports all problems at once and
 * keeps everything it can.
 */
export class JsonReader extends FindingCollector {
  /**
   * `raw` as an object, or null (reported). With `fields`, any other field is reported as
   * ignored (`format.unknown-field`, a warning): the schema allows no others, and one is most
   * often a misspelt field (`sortkey`) whose value would otherwise vanish without a word.
   */
  object(
    raw: unknown,
    path: string,
    what: string,
    fields?: readonly string[]
  ): Record<string, unknown> | null {
    if (!isPlainObject(raw)) {
      this.error(path, 'format.wrong-type', `${what} must be an object, got ${describeJson(raw)}`);
      return null;
    }
    if (fields) this.onlyFields(raw, path, what, fields, 'warning');
    return raw;
  }

  /** Report each field of `obj` that `fields` does not name, as `severity`. */
  onlyFields(
    obj: Record<string, unknown>,
    path: string,
    what: string,
    fields: readonly string[],
    severity: 'error' | 'warning'
  ): void {
    for (const k of Object.keys(obj)) {
      if (fields.includes(k)) continue;
      this.findings.push({
        severity,
        code: 'format.unknown-field',
        path: joinPath(path, k),
        message: `${what} has no field ${quote(k)}, so it is ignored; its fields are ${fields.map((f) => `"${f}"`).join(', ')} — remove it or correct its name`
      });
    }
  }

  /** Own property only: a key named `__proto__` or `constructor` is never looked up on the prototype. */
  field(obj: Record<string, unknown>, key: string): unknown {
    return ownField(obj, key);
  }

  string(
    obj: Record<string, unknown>,
    key: string,
    path: string,
    required = true
  ): string | undefined {
    const v = this.field(obj, key);
    if (v === undefined && !required) return undefined;
    if (typeof v === 'string') return v;
    this.error(
      joinPath(path, key),
      v === undefined ? 'format.missing' : 'format.wrong-type',
      v === undefined ? `"${key}" is required` : `"${key}" must be a string, got ${describeJson(v)}`
    );
    return undefined;
  }

  array(obj: Record<string, unknown>, key: string, path: string, required = false): unknown[] {
    const v = this.field(obj, key);
    if (v === undefined && !required) return [];
    if (Array.isArray(v)) return v;
    this.error(
      joinPath(path, key),
      v === undefined ? 'format.missing' : 'format.wrong-type',
      v === undefined
        ? `"${key}" is required (an array)`
        : `"${key}" must be an array, got ${describeJson(v)}`
    );
    return [];
  }

  boolean(obj: Record<string, unknown>, key: string, path: string, fallback: boolean): boolean {
    const v = this.field(obj, key);
    if (v === undefined) return fallback;
    if (typeof v === 'boolean') return v;
    this.error(
      joinPath(path, key),
      'format.wrong-type',
      `"${key}" must be true or false, got ${describeJson(v)}`
    );
    return fallback;
  }

  /** A positive whole number, or undefined when absent. */
  count(obj: Record<string, unknown>, key: string, path: string, min = 1): number | undefined {
    const v = this.field(obj, key);
    if (v === undefined) return undefined;
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= min) return v;
    this.error(
      joinPath(path, key),
      'format.wrong-type',
      `"${key}" must be a whole number ≥ ${min}, got ${describeJson(v)}`
    );
    return undefined;
  }

  oneOf<T extends string>(
    obj: Record<string, unknown>,
    key: string,
    path: string,
    allowed: readonly T[],
    fallback?: T
  ): T | undefined {
    const v = this.field(obj, key);
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
    this.error(
      joinPath(path, key),
      v === undefined ? 'format.missing' : 'format.wrong-value',
      `"${key}" must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${v === undefined ? 'nothing' : describeJson(v)}`
    );
    return undefined;
  }

  /** An object of string values, as a null-prototype record. */
  stringRecord(obj: Record<string, unknown>, key: string, path: string): Record<string, string> {
    const out = Object.create(null) as Record<string, string>;
    const v = this.field(obj, key);
    if (v === undefined) return out;
    const o = this.object(v, joinPath(path, key), `"${key}"`);
    if (!o) return out;
    for (const k of Object.keys(o)) {
      const s = o[k];
      if (typeof s === 'string') out[k] = s;
      else
        this.error(
          joinPath(joinPath(path, key), k),
          'format.wrong-type',
          `"${k}" must be a string, got ${describeJson(s)}`
        );
    }
    return out;
  }
}
