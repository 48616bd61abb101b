import { joinPath } from '../../model/finding.ts';
import { LESSON_FORMAT } from '../lesson-format.ts';
import type { LessonReader } from '../lesson-reader.ts';
import type { CheckParameter } from './check-kind.ts';
import { CHECK_KINDS, type LessonCheck } from './check-registry.ts';

const KEY_TYPES = ['S', 'N', 'B'];

/**
 * Read one check of a lesson file (or of the authoring form, through `makeCheck`): `kind` must
 * be a registered kind, its parameters are read by their declared type (names capped, counts
 * whole, lists distinct), any other field is refused, and the kind's own `validate` has the
 * last word. Problems are recorded on `r` at their path (`$.steps[2].checks[0].pattern`).
 *
 * @example
 * readCheck(r, { kind: 'no-collisions', table: 'Books' }, '$.steps[0].checks[0]');
 * // { kind: 'no-collisions', table: 'Books' }
 */
export function readCheck(r: LessonReader, raw: unknown, path: string): LessonCheck | undefined {
  const o = r.object(raw, path, 'a check');
  if (!o) return undefined;
  const name = r.field(o, 'kind');
  const kind = typeof name === 'string' ? CHECK_KINDS.get(name) : undefined;
  if (!kind) {
    const kinds = [...CHECK_KINDS.keys()].map((k) => `"${k}"`).join(', ');
    r.error(
      joinPath(path, 'kind'),
      name === undefined ? 'format.missing' : 'check.unknown-kind',
      `"kind" must be one of ${kinds}${name === undefined ? '' : `; there is no check kind ${JSON.stringify(typeof name === 'string' ? name.slice(0, 40) : name)}`}`
    );
    return undefined;
  }
  r.only(
    o,
    path,
    ['kind', ...kind.parameters.map((p) => p.name), 'covers'],
    `a "${kind.kind}" check`
  );
  const before = r.findings.length;
  const check: Record<string, unknown> = { kind: kind.kind };
  for (const p of kind.parameters) {
    const v = readParameter(r, o, p, path);
    if (v !== undefined) check[p.name] = v;
  }
  const covers = readCovers(r, o, path);
  if (covers !== undefined) check['covers'] = covers;
  if (r.findings.slice(before).some((f) => f.severity === 'error')) return undefined;
  const typed = check as unknown as LessonCheck;
  const problem = kind.validate?.(typed) ?? null;
  if (problem) {
    r.error(path, 'check.invalid', problem);
    return undefined;
  }
  return typed;
}

/** `covers`: 1 to 50 distinct bullet numbers, each a whole number from 1. */
function readCovers(
  r: LessonReader,
  o: Record<string, unknown>,
  path: string
): number[] | undefined {
  const v = r.field(o, 'covers');
  if (v === undefined) return undefined;
  const ok =
    Array.isArray(v) &&
    v.length >= 1 &&
    v.length <= LESSON_FORMAT.limits.names &&
    v.every((n) => Number.isInteger(n) && (n as number) >= 1) &&
    new Set(v).size === v.length;
  if (ok) return v as number[];
  r.error(
    joinPath(path, 'covers'),
    'format.value',
    `"covers" is the list of the task's bullets this check checks, counted from 1: 1 to ${LESSON_FORMAT.limits.names} distinct whole numbers, such as [1, 3]`
  );
  return undefined;
}

function readParameter(
  r: LessonReader,
  o: Record<string, unknown>,
  p: CheckParameter,
  path: string
): unknown {
  if (r.field(o, p.name) === undefined) {
    if (p.required)
      r.error(joinPath(path, p.name), 'format.missing', `"${p.name}" is required (${p.label})`);
    return undefined;
  }
  switch (p.type) {
    case 'entities':
    case 'attributes':
      return r.names(o, p.name, path);
    case 'count':
      return r.count(o, p.name, path, 0);
    case 'boolean':
      return r.boolean(o, p.name, path, false);
    case 'key-type': {
      const t = r.text(o, p.name, path, LESSON_FORMAT.limits.nameChars);
      if (t === undefined || KEY_TYPES.includes(t)) return t;
      r.error(
        joinPath(path, p.name),
        'format.value',
        `"${p.name}" must be "S", "N" or "B" (a key attribute is a string, number or binary), got ${JSON.stringify(t.slice(0, 40))}`
      );
      return undefined;
    }
    default:
      return r.text(o, p.name, path, LESSON_FORMAT.limits.nameChars);
  }
}
