import type { Finding } from '../../model/finding.ts';
import type { LessonCheck } from '../checks/check-registry.ts';
import { readCheck } from '../checks/read-check.ts';
import { LessonReader } from '../lesson-reader.ts';

export type MakeCheckResult =
  | { readonly ok: true; readonly check: LessonCheck }
  | { readonly ok: false; readonly findings: readonly Finding[] };

/**
 * A check from the authoring form's values, read exactly as a lesson file's check is
 * (`readCheck`), so the form and the file refuse the same things in the same words. Empty
 * strings count as not given.
 *
 * @example
 * makeCheck('sort-key-includes', { table: 'Books', entity: 'Book', placeholder: 'Edition' });
 * // { ok: true, check: { kind: 'sort-key-includes', table: 'Books', entity: 'Book', placeholder: 'Edition' } }
 */
export function makeCheck(
  kind: string,
  values: Readonly<Record<string, unknown>>
): MakeCheckResult {
  const raw: Record<string, unknown> = { kind };
  for (const [k, v] of Object.entries(values)) if (v !== '' && v !== undefined) raw[k] = v;
  const r = new LessonReader([]);
  const check = readCheck(r, raw, '$');
  return check && !r.findings.some((f) => f.severity === 'error')
    ? { ok: true, check }
    : { ok: false, findings: r.findings };
}
