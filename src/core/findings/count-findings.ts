import type { Finding, Severity } from '../model/finding.ts';

/** How many findings have one severity and code. */
export interface FindingCount {
  readonly severity: Severity;
  readonly code: string;
  readonly count: number;
}

const RANK = new Map<Severity, number>([
  ['error', 0],
  ['warning', 1],
  ['info', 2]
]);

/**
 * Count findings by severity and code: errors first, then warnings, then info, each by code.
 * Small whatever the number of findings, so the analysis worker sends it with its summary.
 *
 * @example
 * countFindings(findings); // [{ severity: 'error', code: 'key.collision', count: 3 }, …]
 */
export function countFindings(findings: readonly Finding[]): FindingCount[] {
  const counts = new Map<string, { severity: Severity; code: string; count: number }>();
  for (const f of findings) {
    const key = `${f.severity} ${f.code}`;
    const c = counts.get(key);
    if (c) c.count++;
    else counts.set(key, { severity: f.severity, code: f.code, count: 1 });
  }
  return [...counts.values()].sort(
    (a, b) =>
      RANK.get(a.severity)! - RANK.get(b.severity)! ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  );
}
