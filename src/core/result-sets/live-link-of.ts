import type { SortKeyCondition } from '../model/design.ts';
import { attributeText } from '../text/attribute-text.ts';
import type { LiveLink, LiveLinkTarget } from './live-link.ts';
import type { ReadSource } from './read-source.ts';

/**
 * The link of a result set: where it was read and what, its key values written as text (a
 * Number's digits as DynamoDB returned them, a Binary's base64), so the link runs the same read;
 * a multi-attribute key's values and sort conditions in KeySchema order.
 *
 * @example
 * liveLinkOf({ kind: 'scan', table: 'Orders', segments: 4 }, { kind: 'embedded' });
 * // { target: { kind: 'embedded' }, table: 'Orders', read: { kind: 'scan', segments: 4 } }
 */
export function liveLinkOf(source: ReadSource, target: LiveLinkTarget): LiveLink {
  const base = { target, table: source.table, ...(source.index ? { index: source.index } : {}) };
  if (source.kind === 'scan')
    return {
      ...base,
      read: {
        kind: 'scan',
        ...(source.segments && source.segments > 1 ? { segments: source.segments } : {}),
        ...(source.sample ? { sample: source.sample } : {}),
        ...(source.filter ? { filter: source.filter } : {})
      }
    };
  if (source.kind === 'get') {
    const { partitionValue, sortValue } = source.values;
    return {
      ...base,
      read: {
        kind: 'get',
        partitionValue: attributeText(partitionValue),
        ...(sortValue ? { sortValue: attributeText(sortValue) } : {})
      }
    };
  }
  const [partitionValue, ...morePartitionValues] =
    'multiKey' in source
      ? source.multiCondition.partition.map(attributeText)
      : [attributeText(source.condition.partitionValue)];
  const sorts =
    'multiKey' in source
      ? source.multiCondition.sort
      : source.condition.sort
        ? [source.condition.sort]
        : [];
  const [sortKey, ...moreSortKeys] = sorts.map((sort): SortKeyCondition => ({
    operator: sort.operator,
    value: attributeText(sort.value),
    ...(sort.upper ? { upper: attributeText(sort.upper) } : {})
  }));
  return {
    ...base,
    read: {
      kind: 'query',
      partitionValue: partitionValue!,
      ...(morePartitionValues.length ? { morePartitionValues } : {}),
      ...(sortKey ? { sortKey } : {}),
      ...(moreSortKeys.length ? { moreSortKeys } : {}),
      ...(source.scanIndexForward === false ? { descending: true } : {}),
      ...(source.filter ? { filter: source.filter } : {})
    }
  };
}
