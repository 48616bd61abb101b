import { describe, expect, it } from 'vitest';
import { repeatedInSet } from '../../../src/core/attributes/repeated-in-set.ts';
import type { Finding } from '../../../src/core/model/finding.ts';

function repeats(tag: 'SS' | 'NS' | 'BS', values: string[]): Finding[] {
  const findings: Finding[] = [];
  repeatedInSet(
    tag,
    values,
    values.map((_, i) => i),
    `$.x.${tag}`,
    findings
  );
  return findings;
}

describe('repeatedInSet', () => {
  it.each([
    ['SS', ['a', 'b'], []],
    ['SS', ['a', 'a'], ['$.x.SS[1]']],
    ['NS', ['1', '1.0'], ['$.x.NS[1]']],
    ['NS', ['1', '10', '1e1'], ['$.x.NS[2]']],
    ['BS', ['AA==', 'AQ=='], []],
    ['BS', ['AAE=', 'AAE='], ['$.x.BS[1]']]
  ] as const)('%s %j repeats at %j', (tag, values, paths) => {
    expect(repeats(tag, [...values]).map((f) => f.path)).toEqual(paths);
  });

  it('names both spellings of one number and DynamoDB’s rule', () => {
    expect(repeats('NS', ['1', '1.0'])[0]).toEqual({
      severity: 'error',
      code: 'set.duplicate',
      path: '$.x.NS[1]',
      message: expect.stringMatching(
        /holds "1" and "1.0", which are the same number \(at \[0\] and \[1\]\); DynamoDB refuses a set/
      )
    });
  });
});
