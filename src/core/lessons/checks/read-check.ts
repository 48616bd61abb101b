import { joinPath } from '../../model/finding.ts';
import { LESSON_FORMAT } from '../lesson-format.ts';
import type { LessonReader } from '../lesson-reader.ts';
import type { CheckParameter } from './check-kind.ts';
import { CHECK_KINDS, type LessonCheck } from './check-registry.ts';

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
  r.only(o, path, ['kind', ...kind.parameters.map((p) => p.name)], `a "${kind.kind}" check`);
  const before = r.findings.length;
  const check: Record<string, unknown> = { kind: kind.kind };
  for (const p of kind.parameters) {
    const v = readParameter(r, o, p, path);
    if (v !== undefined) check[p.name] = v;
  }
  if (r.findings.slice(before).some((f) => f.severity === 'error')) return undefined;
  const typed = check as unknown as LessonCheck;
  const problem = kind.validate?.(typed) ?? null;
  if (problem) {
    r.error(path, 'check.invalid', problem);
    return undefined;
  }
  return typed;
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
    default:
      return r.text(o, p.name, path, LESSON_FORMAT.limits.nameChars);
  }
}
