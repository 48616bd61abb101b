import type { SortKeyOperator } from '../model/design.ts';

/**
 * How many of a multi-attribute key's sort attributes a form offers a condition on: those given
 * one, and the next while every condition given is `=` (only the last one given may take a
 * range, so a range ends the prefix), never more than the key has. The one home of that rule,
 * for the access pattern editor and the live Query form.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * offeredSortConditions([], 3); // 1
 * offeredSortConditions([{ operator: '=', value: 'SEMI' }], 3); // 2
 * offeredSortConditions([{ operator: '>', value: 'A' }], 3); // 1
 */
export function offeredSortConditions(
  conditions: readonly { readonly operator: SortKeyOperator }[],
  sortAttributes: number
): number {
  const next = conditions.every((c) => c.operator === '=') ? 1 : 0;
  return Math.min(sortAttributes, conditions.length + next);
}
