import type { Finding } from '../core/model/finding.ts';
import { cappedFindings } from './capped-findings.ts';

/**
 * A load's result (a design's, a lesson's) with its findings as the studio shows them
 * (`cappedFindings`); the same object when there are few enough. The page and the worker both
 * call it, so a read gives the same findings wherever it ran.
 *
 * @example
 * const shown = cappedResult(loadLessonBytes(bytes), 'mine.json'); // at most 1,001 findings
 */
export function cappedResult<T extends { readonly findings: readonly Finding[] }>(
  r: T,
  label: string
): T {
  const findings = cappedFindings(r.findings, label);
  return findings === r.findings ? r : { ...r, findings: [...findings] };
}
