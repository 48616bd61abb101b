import type { Finding, Severity } from '../core/model/finding.ts';

/** Load findings the studio shows of one open; a last finding counts the rest. */
export const LOAD_FINDINGS_SHOWN = 1000;

const SEVERITY: readonly Severity[] = ['info', 'warning', 'error'];

/**
 * The findings of loading `label` as the studio shows them, wherever it was loaded: the first
 * `LOAD_FINDINGS_SHOWN`, then one more counting the rest (as severe as the worst of them). A
 * hostile file of hundreds of thousands of bad items gives as many findings; cloning them all
 * from the worker, or listing them, would hold up the page, and the first thousand say what
 * to fix. The page and the worker both call this, so an open gives the same findings in both.
 *
 * @example
 * cappedFindings(loaded.findings, 'big.json').length; // at most 1,001
 */
export function cappedFindings(findings: readonly Finding[], label: string): readonly Finding[] {
  if (findings.length <= LOAD_FINDINGS_SHOWN) return findings;
  const rest = findings.slice(LOAD_FINDINGS_SHOWN);
  const worst = rest.reduce((w, f) => Math.max(w, SEVERITY.indexOf(f.severity)), 0);
  const n = (x: number) => x.toLocaleString('en');
  return [
    ...findings.slice(0, LOAD_FINDINGS_SHOWN),
    {
      severity: SEVERITY[worst]!,
      code: 'import.more-findings',
      path: '$',
      message: `${n(rest.length)} more problems were found in ${label} (${n(findings.length)} in all; the first ${n(LOAD_FINDINGS_SHOWN)} are listed); fix these and open it again to see the rest`
    }
  ];
}
