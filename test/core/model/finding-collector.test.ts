import { describe, expect, it } from 'vitest';
import { FindingCollector } from '../../../src/core/model/finding-collector.ts';

describe('FindingCollector', () => {
  it('records each finding as (path, code, message) with its severity, in order', () => {
    const found = new FindingCollector();
    found.error('$.a', 'x.one', 'first');
    found.warn('$.b', 'x.two', 'second');
    found.info('$.c', 'x.three', 'third');
    expect(found.findings).toEqual([
      { severity: 'error', code: 'x.one', message: 'first', path: '$.a' },
      { severity: 'warning', code: 'x.two', message: 'second', path: '$.b' },
      { severity: 'info', code: 'x.three', message: 'third', path: '$.c' }
    ]);
  });

  it('appends to the array it is given', () => {
    const findings = [{ severity: 'error' as const, code: 'old', message: 'm', path: '$' }];
    new FindingCollector(findings).warn('$.x', 'new', 'n');
    expect(findings.map((f) => f.code)).toEqual(['old', 'new']);
  });
});
