import { describe, expect, it } from 'vitest';
import type { SortKeyOperator } from '../../../src/core/model/design.ts';
import { offeredSortConditions } from '../../../src/core/rules/offered-sort-conditions.ts';

const on = (...operators: SortKeyOperator[]) => operators.map((operator) => ({ operator }));

describe('offeredSortConditions', () => {
  it.each<[string, { operator: SortKeyOperator }[], number, number]>([
    ['none given: the first', [], 3, 1],
    ['one = given: it and the next', on('='), 3, 2],
    ['two = given: all three', on('=', '='), 3, 3],
    ['every one given: no more than the key has', on('=', '=', '='), 3, 3],
    ['a range given: the prefix ends there', on('<'), 3, 1],
    ['a range last: nothing after it', on('=', '>='), 3, 2],
    ['begins_with last: nothing after it', on('begins_with'), 3, 1],
    ['a range before the last (a mistake to show): every one given', on('>', '='), 3, 2],
    ['no sort attribute: none', [], 0, 0]
  ])('%s', (_, conditions, attributes, offered) => {
    expect(offeredSortConditions(conditions, attributes)).toBe(offered);
  });
});
