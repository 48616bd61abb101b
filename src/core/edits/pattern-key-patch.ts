import type { AccessPattern, SortKeyCondition } from '../model/design.ts';
import { editSortPrefix } from '../rules/edit-sort-prefix.ts';
import type { PatternPatch } from './patch-pattern.ts';

/** One edit of an access pattern's key: a partition template, a sort condition, or its target. */
export type PatternKeyChange =
  | { readonly kind: 'partition'; readonly at: number; readonly template: string }
  | { readonly kind: 'sort'; readonly at: number; readonly condition: SortKeyCondition | undefined }
  | {
      readonly kind: 'target';
      readonly table: string;
      readonly index: string | null;
      /** Whether the new target's key has several attributes in a part. */
      readonly multi: boolean;
    };

/**
 * The patch for one edit of a pattern's key on a multi-attribute index, where the key is a list
 * per part (`partitionKey` then `morePartitionKeys`; `sortKey` then `moreSortKeys`): the
 * template of partition attribute `at`; the condition on sort attribute `at` (none drops it and
 * every later one, since a Query's sort conditions are a prefix); or a new target, which drops
 * the later parts when the new one has a one-attribute key, so no field the editor cannot show
 * is left behind.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * patternKeyPatch(pattern, { kind: 'partition', at: 1, template: '${region}' });
 * // { partitionKey: '${tournamentId}', morePartitionKeys: ['${region}'] }
 */
export function patternKeyPatch(pattern: AccessPattern, change: PatternKeyChange): PatternPatch {
  if (change.kind === 'target') {
    const base = { table: change.table, index: change.index };
    return change.multi ? base : { ...base, morePartitionKeys: undefined, moreSortKeys: undefined };
  }
  if (change.kind === 'partition') {
    const list = [pattern.partitionKey, ...(pattern.morePartitionKeys ?? [])];
    for (let i = list.length; i < change.at; i++) list.push('');
    list[change.at] = change.template;
    const [partitionKey, ...more] = list as [string, ...string[]];
    return { partitionKey, morePartitionKeys: more.length ? more : undefined };
  }
  const list = pattern.sortKey ? [pattern.sortKey, ...(pattern.moreSortKeys ?? [])] : [];
  const [sortKey, ...more] = editSortPrefix(list, change.at, change.condition);
  return { sortKey, moreSortKeys: more.length ? more : undefined };
}
