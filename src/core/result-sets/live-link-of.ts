import { attributeText } from '../text/attribute-text.ts';
import type { LiveLink, LiveLinkTarget } from './live-link.ts';
import type { ReadSource } from './read-source.ts';

/**
 * The link of a result set: where it was read and what, its key values written as text (a
 * Number's digits as DynamoDB returned them, a Binary's base64), so the link runs the same read.
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
  const sort = source.condition.sort;
  return {
    ...base,
    read: {
      kind: 'query',
      partitionValue: attributeText(source.condition.partitionValue),
      ...(sort
        ? {
            sortKey: {
              operator: sort.operator,
              value: attributeText(sort.value),
              ...(sort.upper ? { upper: attributeText(sort.upper) } : {})
            }
          }
        : {}),
      ...(source.scanIndexForward === false ? { descending: true } : {}),
      ...(source.filter ? { filter: source.filter } : {})
    }
  };
}
