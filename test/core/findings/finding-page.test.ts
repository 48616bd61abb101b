import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/model/finding.ts';
import { findingPage, MAX_FINDING_PAGE } from '../../../src/core/findings/finding-page.ts';

const findings: Finding[] = Array.from({ length: 2500 }, (_, i) => ({
  severity: i % 5 === 0 ? 'warning' : 'error',
  code: i % 2 ? 'key.collision' : 'key.missing',
  message: `finding ${i}`,
  path: `$.tables[0].items[${i}]`
}));

describe('findingPage', () => {
  it.each([
    [0, 100, 0, 100],
    [2400, 2600, 2400, 2500],
    [3000, 3100, 2500, 2500],
    [-5, 10, 0, 10],
    [0, Infinity, 0, MAX_FINDING_PAGE],
    [10, 5, 10, 10]
  ])('from %d to %d gives %d…%d of all', (from, to, start, end) => {
    const page = findingPage(findings, from, to, null);
    expect(page).toEqual({
      total: 2500,
      from: start,
      to: end,
      findings: findings.slice(start, end)
    });
  });

  it('pages through the findings one filter keeps, in analysis order', () => {
    const filter = { severity: 'warning', code: 'key.collision' } as const;
    const kept = findings.filter((f) => f.severity === 'warning' && f.code === 'key.collision');
    expect(kept.length).toBe(250);
    const page = findingPage(findings, 200, 300, filter);
    expect(page.total).toBe(250);
    expect(page.findings).toEqual(kept.slice(200, 250));
    expect(findingPage(findings, 0, 10, { severity: 'info', code: 'x' }).total).toBe(0);
  });

  it('names a bad offset', () => {
    expect(() => findingPage(findings, Number.NaN, 10, null)).toThrow(/from must be .*NaN/);
  });
});
