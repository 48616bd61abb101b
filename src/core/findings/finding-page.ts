import type { Finding, Severity } from '../model/finding.ts';

/** At most this many findings in one page. */
export const MAX_FINDING_PAGE = 500;

/** Which findings to page through: one severity and code, or all when null. */
export type FindingFilter = { readonly severity: Severity; readonly code: string } | null;

/** Findings `from`…`to` (exclusive) of those the filter keeps; `total` counts them all. */
export interface FindingPage {
  readonly total: number;
  readonly from: number;
  readonly to: number;
  readonly findings: readonly Finding[];
}

/**
 * One page of findings, in analysis order, of those `filter` keeps: at most MAX_FINDING_PAGE,
 * clamped to what there is. The findings panel pages through any number of findings with it,
 * on the page or in the analysis worker.
 *
 * @example
 * findingPage(findings, 100, 200, { severity: 'error', code: 'key.collision' }).total; // 312
 */
export function findingPage(
  findings: readonly Finding[],
  from: number,
  to: number,
  filter: FindingFilter
): FindingPage {
  if (!Number.isFinite(from) || Number.isNaN(to))
    throw new RangeError(
      `findingPage: from must be a finite number and to a number, got ${from}…${to}`
    );
  const kept = filter
    ? findings.filter((f) => f.severity === filter.severity && f.code === filter.code)
    : findings;
  const total = kept.length;
  const start = Math.min(total, Math.max(0, Math.floor(from)));
  const end = Math.max(start, Math.min(total, Math.floor(to), start + MAX_FINDING_PAGE));
  return { total, from: start, to: end, findings: kept.slice(start, end) };
}
