import type { AccessPattern } from '../model/design.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';
import { evaluateQuery } from '../query/evaluate-query.ts';
import { patternMultiKeyCondition } from '../query/pattern-multi-key-condition.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import type { View } from '../views/view.ts';

/**
 * What one Query of an access pattern on a multi-attribute GSI reads in collection `c`: its sort
 * conditions rendered over `values` (the pattern's parameters, and the fields the partition
 * templates read off this collection's tuple), evaluated on the collection part by part, with
 * the pattern's Limit and direction. NaN when a condition cannot be rendered for this key.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * multiKeyReadBytes(resolved, view, pattern, 0, new Map([['round', 'FINALS']])); // 273
 */
export function multiKeyReadBytes(
  resolved: ResolvedTable,
  view: View,
  pattern: AccessPattern,
  c: number,
  values: Pick<ReadonlyMap<string, string>, 'get'>
): number {
  const key: MultiKeySchema = view.spec.parts!;
  const parts = view.collectionParts(c);
  if (!parts) return Number.NaN;
  const condition = patternMultiKeyCondition(pattern, values, key, parts);
  if (typeof condition === 'string') return Number.NaN;
  return evaluateQuery(resolved, view, condition, {
    scanIndexForward: pattern.scanIndexForward,
    consistentRead: pattern.consistentRead,
    ...(pattern.limit !== undefined ? { limit: pattern.limit } : {})
  }).bytesRead;
}
