import { describe, expect, it } from 'vitest';
import type { SortKeyOperator } from '../../../src/core/model/design.ts';
import { sortConditionExpression } from '../../../src/core/query/sort-condition-expression.ts';

describe('sortConditionExpression', () => {
  it.each<[SortKeyOperator, string]>([
    ['=', '#sk = :sk'],
    ['<', '#sk < :sk'],
    ['<=', '#sk <= :sk'],
    ['>', '#sk > :sk'],
    ['>=', '#sk >= :sk'],
    ['BETWEEN', '#sk BETWEEN :sk AND :hi'],
    ['begins_with', 'begins_with(#sk, :sk)']
  ])('%s is spelled %j', (operator, expression) => {
    expect(sortConditionExpression(operator, '#sk', ':sk', ':hi')).toBe(expression);
  });
});
