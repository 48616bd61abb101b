import type { ParsedKeyCondition } from '../../core/query/parse-key-condition.ts';
import type { ReadableView } from '../../core/result-sets/queryable-views.ts';
import type { ReadSource } from '../../core/result-sets/read-source.ts';

/** The Load dialog's choices, as the form holds them. */
export interface LoadChoices {
  readonly mode: 'scan' | 'sample' | 'query';
  readonly segments: number;
  readonly sample: { readonly count: number; readonly of: number; readonly seed: number };
  /** The Query's key condition, once the form's values make one. */
  readonly condition?: ParsedKeyCondition;
  readonly descending: boolean;
}

/**
 * What the Load dialog reads of `table`'s `view`: a Scan in segments, a sample of segments, or
 * a Query (null until the form gives its key condition, or when the view has no Query key).
 */
export function loadSource(table: string, view: ReadableView, c: LoadChoices): ReadSource | null {
  const index = view.index ? { index: view.index } : {};
  if (c.mode === 'scan') return { kind: 'scan', table, ...index, segments: c.segments };
  if (c.mode === 'sample')
    return {
      kind: 'scan',
      table,
      ...index,
      segments: c.sample.of,
      sample: { count: c.sample.count, seed: c.sample.seed }
    };
  if (!view.key || !c.condition) return null;
  return {
    kind: 'query',
    table,
    ...index,
    key: view.key,
    condition: c.condition,
    ...(c.descending ? { scanIndexForward: false } : {})
  };
}
