import type { ViewSpec } from './table-key-attributes.ts';
import { viewKeyAttributes } from './table-key-attributes.ts';

/**
 * A view's partition and sort key attributes as names for a column header or a title:
 * `tournamentId + region`, every attribute of a multi-attribute key in KeySchema order; `sort`
 * is null without a sort key.
 *
 * @example
 * viewKeyNames({ …spec, parts: { partition: [t, r], sort: [round] } });
 * // { partition: 'tournamentId + region', sort: 'round' }
 */
export function viewKeyNames(spec: ViewSpec): { partition: string; sort: string | null } {
  const key = viewKeyAttributes(spec);
  const names = (list: readonly { name: string }[]) => list.map((k) => k.name).join(' + ');
  return { partition: names(key.partition), sort: key.sort.length ? names(key.sort) : null };
}
