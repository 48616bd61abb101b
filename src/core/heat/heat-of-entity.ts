import type { EntityHeat, HeatReport } from './heat-types.ts';

/**
 * One entity's heat, for a node of the graph's entity view: its write and read units per
 * second and the utilisation of the hottest key its items are in (1 is a full partition;
 * above 1 the key is throttled), with where that key is. Null for an entity the report does
 * not know.
 *
 * @example
 * heatOfEntity(report, 'UserGameMapping')?.peakUtilization; // 1.76: one of its keys is hot
 */
export function heatOfEntity(report: HeatReport, entity: string): EntityHeat | null {
  return report.entities.find((e) => e.entity === entity) ?? null;
}
