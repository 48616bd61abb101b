import type { KeyValue } from '../../core/model/attribute-value.ts';
import type { ParsedKeyCondition } from '../../core/query/parse-key-condition.ts';
import type { MultiKeyCondition } from '../../core/query/parse-multi-key-condition.ts';
import type { ReadableView } from '../../core/result-sets/queryable-views.ts';
import type { ReadSource } from '../../core/result-sets/read-source.ts';
import type { ReadFilter } from '../../core/query/read-filter.ts';

/** The Load dialog's choices, as the form holds them. */
export interface LoadChoices {
  readonly mode: 'scan' | 'sample' | 'query' | 'get';
  readonly segments: number;
  readonly sample: { readonly count: number; readonly of: number; readonly seed: number };
  /** The Query's key condition, once the form's values make one. */
  readonly condition?: ParsedKeyCondition;
  /** The Query's condition on a multi-attribute key, once the form's values make one. */
  readonly multiCondition?: MultiKeyCondition;
  readonly descending: boolean;
  /** The GetItem's key values, once the form's text makes the table's full primary key. */
  readonly values?: { readonly partitionValue: KeyValue; readonly sortValue?: KeyValue };
  /** A server-side FilterExpression, for any read but a GetItem. */
  readonly filter?: ReadFilter;
}

/**
 * What the Load dialog reads of `table`'s `view`: a Scan in segments, a sample of segments, or
 * a Query (null until the form gives its key condition, or when the view has no Query key; a
 * multi-attribute key's condition for a view with one), or
 * a GetItem of one item (null until the form gives its full key, or for an index, which GetItem
 * cannot read).
 */
export function loadSource(table: string, view: ReadableView, c: LoadChoices): ReadSource | null {
  const index = view.index ? { index: view.index } : {};
  const filter = c.filter ? { filter: c.filter } : {};
  if (c.mode === 'scan') return { kind: 'scan', table, ...index, segments: c.segments, ...filter };
  if (c.mode === 'sample')
    return {
      kind: 'scan',
      table,
      ...index,
      segments: c.sample.of,
      sample: { count: c.sample.count, seed: c.sample.seed },
      ...filter
    };
  if (c.mode === 'get')
    return view.kind === 'table' && view.key && c.values
      ? { kind: 'get', table, key: view.key, values: c.values }
      : null;
  if (view.multiKey && view.index)
    return c.multiCondition
      ? {
          kind: 'query',
          table,
          index: view.index,
          multiKey: view.multiKey,
          multiCondition: c.multiCondition,
          ...(c.descending ? { scanIndexForward: false } : {}),
          ...filter
        }
      : null;
  if (!view.key || !c.condition) return null;
  return {
    kind: 'query',
    table,
    ...index,
    key: view.key,
    condition: c.condition,
    ...(c.descending ? { scanIndexForward: false } : {}),
    ...filter
  };
}
