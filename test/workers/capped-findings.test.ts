import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from '../../src/core/model/finding.ts';
import { cappedFindings, LOAD_FINDINGS_SHOWN } from '../../src/workers/capped-findings.ts';

const finding = (i: number, severity: Severity = 'warning'): Finding => ({
  severity,
  code: 'x',
  message: `problem ${i}`,
  path: `$.tables[${i}]`
});
const many = (n: number, severity?: (i: number) => Severity) =>
  Array.from({ length: n }, (_, i) => finding(i, severity?.(i)));

describe('cappedFindings', () => {
  it.each([0, 1, LOAD_FINDINGS_SHOWN])('keeps %i findings as they are', (n) => {
    const findings = many(n);
    expect(cappedFindings(findings, 'f.json')).toBe(findings);
  });

  it('keeps the first ones and counts the rest, as severe as the worst of them', () => {
    const findings = many(LOAD_FINDINGS_SHOWN + 2500, (i) =>
      i === LOAD_FINDINGS_SHOWN + 7 ? 'error' : 'info'
    );
    const shown = cappedFindings(findings, 'big.json');
    expect(shown).toHaveLength(LOAD_FINDINGS_SHOWN + 1);
    expect(shown.slice(0, LOAD_FINDINGS_SHOWN)).toEqual(findings.slice(0, LOAD_FINDINGS_SHOWN));
    expect(shown.at(-1)).toEqual({
      severity: 'error',
      code: 'import.more-findings',
      path: '$',
      message:
        '2,500 more problems were found in big.json (3,500 in all; the first 1,000 are listed); fix these and open it again to see the rest'
    });
  });

  it('counts warnings as warnings', () => {
    const shown = cappedFindings(many(LOAD_FINDINGS_SHOWN + 1), 'f.json');
    expect(shown.at(-1)?.severity).toBe('warning');
  });
});
