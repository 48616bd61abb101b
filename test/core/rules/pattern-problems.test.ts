import { describe, expect, it } from 'vitest';
import { patternProblems } from '../../../src/core/rules/pattern-problems.ts';
import { example } from '../../helpers/example.ts';

describe('patternProblems', () => {
  const gaming = example('gaming');
  const base = gaming.accessPatterns[3]!;
  it.each([
    ['the example pattern', base, []],
    ['a consistent read on a GSI', { ...base, consistentRead: true }, ['pattern.consistent-read']],
    ['a missing index', { ...base, index: 'Nope' }, ['pattern.unknown-index']],
    ['a missing table', { ...base, table: 'nope' }, ['pattern.unknown-table']]
  ] as const)('%s', (_, pattern, codes) => {
    expect(patternProblems(gaming.tables, pattern).map((p) => p.code)).toEqual(codes);
  });

  it("uses DynamoDB's own words for a consistent read on a GSI", () => {
    expect(patternProblems(gaming.tables, { ...base, consistentRead: true })[0]?.message).toMatch(
      /^Consistent reads are not supported on global secondary indexes; /
    );
  });

  it('flags a sort key condition on a table without a sort key', () => {
    const music = example('people-music');
    const p = { ...music.accessPatterns[0]!, table: 'People', index: null };
    expect(
      patternProblems(music.tables, { ...p, sortKey: { operator: '=', value: 'x' } }).map(
        (x) => x.message
      )
    ).toEqual(['Table "People" has no sort key to apply "=" to; remove the sort key condition']);
  });
});
