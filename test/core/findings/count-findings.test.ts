import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from '../../../src/core/model/finding.ts';
import { countFindings } from '../../../src/core/findings/count-findings.ts';

const f = (severity: Severity, code: string): Finding => ({
  severity,
  code,
  message: code,
  path: '$'
});

describe('countFindings', () => {
  it('counts by severity and code, errors first, codes in order', () => {
    const findings = [
      f('info', 'a.note'),
      f('error', 'key.missing'),
      f('warning', 'partition.hot'),
      f('error', 'key.collision'),
      f('error', 'key.missing'),
      f('warning', 'key.missing')
    ];
    expect(countFindings(findings)).toEqual([
      { severity: 'error', code: 'key.collision', count: 1 },
      { severity: 'error', code: 'key.missing', count: 2 },
      { severity: 'warning', code: 'key.missing', count: 1 },
      { severity: 'warning', code: 'partition.hot', count: 1 },
      { severity: 'info', code: 'a.note', count: 1 }
    ]);
  });

  it('is empty for no findings and sums to the number of findings', () => {
    expect(countFindings([])).toEqual([]);
    const many = Array.from({ length: 1000 }, (_, i) =>
      f(i % 3 ? 'error' : 'warning', `c${i % 7}`)
    );
    expect(countFindings(many).reduce((n, c) => n + c.count, 0)).toBe(1000);
  });

  it('does not modify its argument', () => {
    const findings = Object.freeze([f('error', 'b'), f('error', 'a')]);
    expect(() => countFindings(findings)).not.toThrow();
    expect(findings.map((x) => x.code)).toEqual(['b', 'a']);
  });
});
