import { describe, expect, it } from 'vitest';
import type { SortKeyCondition } from '../../../src/core/model/design.ts';
import { editSortPrefix } from '../../../src/core/rules/edit-sort-prefix.ts';

const eq = (value: string): SortKeyCondition => ({ operator: '=', value });
const A = eq('a');
const B = eq('b');
const C = eq('c');
const RANGE: SortKeyCondition = { operator: '>', value: 'x' };

describe('editSortPrefix', () => {
  it.each<[string, SortKeyCondition[], number, SortKeyCondition | undefined, SortKeyCondition[]]>([
    ['the first condition, given', [], 0, A, [A]],
    ['the next condition, given', [A], 1, B, [A, B]],
    ['a condition replaced in place', [A, B, C], 1, RANGE, [A, RANGE, C]],
    ['none on the last one drops it', [A, B], 1, undefined, [A]],
    ['none in the middle drops it and every later one', [A, B, C], 1, undefined, [A]],
    ['none on the first drops them all', [A, B, C], 0, undefined, []]
  ])('%s', (_, list, at, condition, want) => {
    expect(editSortPrefix(list, at, condition)).toEqual(want);
  });

  it('does not change the list it is given', () => {
    const list = Object.freeze([A, B, C]);
    editSortPrefix(list, 1, undefined);
    editSortPrefix(list, 1, RANGE);
    expect(list).toEqual([A, B, C]);
  });
});
