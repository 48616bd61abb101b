import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileBase } from '../../../src/core/text/file-base.ts';

describe('fileBase', () => {
  it.each([
    ['Gaming (AWS workshop)', 'Gaming-AWS-workshop'],
    ['battle-royale', 'battle-royale'],
    ['../../etc/passwd', 'etc-passwd'],
    ['.hidden', 'hidden'],
    ['---', 'design'],
    ['', 'design'],
    ['日本語のテーブル', 'design'],
    ['a'.repeat(80), 'a'.repeat(60)],
    ['<script>alert(1)</script>', 'script-alert-1-script']
  ])('fileBase(%j) is %j', (name, want) => {
    expect(fileBase(name)).toBe(want);
  });

  it('uses the fallback when nothing is left', () => {
    expect(fileBase('***', 'graph')).toBe('graph');
  });

  it('always gives a short name of safe characters that does not start hidden', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (name) => {
        const base = fileBase(name);
        expect(base).toMatch(/^[A-Za-z0-9_][A-Za-z0-9._-]{0,59}$/);
      }),
      { seed: 5, numRuns: 300 }
    );
  });
});
