import type { GlobalSecondaryIndex, KeyAttribute } from '../model/design.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';

/**
 * One attribute of a GSI's key: set (`key`), added (`at` the part's length), removed (null), or
 * moved one place earlier (`earlier`), since the order of a multi-attribute key is part of it.
 */
export type GsiKeyChange =
  | { readonly part: 'partition' | 'sort'; readonly at: number; readonly key: KeyAttribute | null }
  | { readonly part: 'partition' | 'sort'; readonly at: number; readonly earlier: true };

/**
 * The GSI with one attribute of its key set, added, removed or moved earlier, the key held as a list per part
 * (partitionKey then morePartitionKeys; sortKey then moreSortKeys): how the studio builds a
 * multi-attribute key, one attribute at a time. Removing the partition key's only attribute is
 * refused, with the reason; the limits (4 per part, an attribute once) are tableProblems', shown
 * at the field like every other rule.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * gsiKeyEdit(byTournament, { part: 'partition', at: 1, key: { name: 'region', type: 'S' } });
 * // { …byTournament, morePartitionKeys: [{ name: 'region', type: 'S' }] }
 */
export function gsiKeyEdit(
  index: GlobalSecondaryIndex,
  change: GsiKeyChange
): GlobalSecondaryIndex | string {
  const key = gsiKeySchema(index);
  const list = [...(change.part === 'partition' ? key.partition : key.sort)];
  if ('earlier' in change) {
    if (change.at === 0) return `attribute 1 of the ${change.part} key is already first`;
    if (change.at < 0 || change.at >= list.length)
      return `the ${change.part} key has ${list.length} attribute${list.length === 1 ? '' : 's'}: there is no attribute ${change.at + 1} to move`;
    [list[change.at - 1], list[change.at]] = [list[change.at]!, list[change.at - 1]!];
  } else if (change.key) list[change.at] = change.key;
  else list.splice(change.at, 1);
  if (change.part === 'partition' && list.length === 0)
    return `index "${index.name}" needs a partition key: it has one attribute left, so change it rather than remove it`;
  const {
    partitionKey: _p,
    morePartitionKeys: _mp,
    sortKey: _s,
    moreSortKeys: _ms,
    ...rest
  } = index;
  const partition = change.part === 'partition' ? list : key.partition;
  const sort = change.part === 'sort' ? list : key.sort;
  const [pk, ...morePk] = partition as [KeyAttribute, ...KeyAttribute[]];
  const [sk, ...moreSk] = sort;
  return {
    ...rest,
    partitionKey: pk,
    ...(morePk.length ? { morePartitionKeys: morePk } : {}),
    ...(sk ? { sortKey: sk } : {}),
    ...(moreSk.length ? { moreSortKeys: moreSk } : {})
  };
}
