import type { HeatKey, HeatReport } from './heat-types.ts';

/**
 * One partition key value's heat, for a node of the graph's item view or a table view's
 * collection header: in table `table` (its name), index `index` (null for the table; an LSI is
 * the table's, it shares its partitions), the key whose grouping id (keyValueId) is `id`. Null
 * when the report does not list it (a large design's report lists its hottest keys).
 *
 * @example
 * heatOfKey(report, 'battle-royale', null, 'GAME#c6f38a6a')?.utilization; // 1.76
 */
export function heatOfKey(
  report: HeatReport,
  table: string,
  index: string | null,
  id: string
): HeatKey | null {
  const views = report.views.filter((v) => v.tableName === table);
  const view = views.find((v) => v.index === index) ?? views.find((v) => v.index === null);
  return view?.keys.find((k) => k.id === id) ?? null;
}
