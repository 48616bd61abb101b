import type { KeyValue } from '../model/attribute-value.ts';
import type { AccessPattern } from '../model/design.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';
import type { MultiKeyCondition, SortPartCondition } from './parse-multi-key-condition.ts';
import { patternKeyValue } from './pattern-key-value.ts';

/**
 * A multi-attribute index's condition from the pattern's templates: each partition attribute's,
 * each sort attribute's of the prefix, rendered over the parameters with the attribute's type.
 * patternProblems has checked the counts and that only the last condition is a range. A string
 * says which attribute's template cannot be rendered. `partitionValues`, when given, is the
 * collection's tuple, used instead of the partition templates.
 *
 * @example
 * patternMultiKeyCondition(pattern, new Map([['t', 'WINTER2026'], ['r', 'NA-EAST']]), key);
 * // { partition: [{ S: 'WINTER2026' }, { S: 'NA-EAST' }], sort: [] }
 */
export function patternMultiKeyCondition(
  pattern: AccessPattern,
  params: Pick<ReadonlyMap<string, string>, 'get'>,
  key: MultiKeySchema,
  partitionValues?: readonly KeyValue[]
): MultiKeyCondition | string {
  // Heat reads a collection it already holds: its tuple, and only the sort conditions rendered.
  const partition: KeyValue[] = partitionValues ? [...partitionValues] : [];
  const templates = [pattern.partitionKey, ...(pattern.morePartitionKeys ?? [])];
  for (const [i, a] of (partitionValues ? [] : key.partition).entries()) {
    const r = patternKeyValue(templates[i]!, params, a.type);
    if (!r.ok) return `the partition key attribute ${a.name}: ${r.problem}`;
    partition.push(r.value);
  }
  const sort: SortPartCondition[] = [];
  const conditions = pattern.sortKey ? [pattern.sortKey, ...(pattern.moreSortKeys ?? [])] : [];
  for (const [i, c] of conditions.entries()) {
    const a = key.sort[i]!;
    const value = patternKeyValue(c.value, params, a.type);
    if (!value.ok) return `the sort key attribute ${a.name}: ${value.problem}`;
    const upper = c.upper === undefined ? undefined : patternKeyValue(c.upper, params, a.type);
    if (upper && !upper.ok)
      return `the sort key attribute ${a.name}'s upper bound ${upper.problem}`;
    sort.push({
      operator: c.operator,
      value: value.value,
      ...(upper?.ok ? { upper: upper.value } : {})
    });
  }
  return { partition, sort };
}
