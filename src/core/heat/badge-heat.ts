import type { Design } from '../model/design.ts';

/**
 * The least share of a partition a collection header's heat badge shows: below it the badge
 * would read "0%" (a percent rounded), which says nothing worth a second look.
 */
export const BADGE_HEAT_FROM = 0.005;

/**
 * Whether a key's heat is worth a badge on the table view's collection headers: only when the
 * design has a workload of its own (the defaults, ten requests per second per pattern, are a
 * placeholder, not a forecast) and the key takes at least half a percent of a partition, so
 * no badge ever reads "0% of a partition". The graph's nodes show heat from NODE_HEAT_FROM
 * (a quarter of a partition) and under the same workload rule.
 *
 * @example
 * badgeHeat(design, 0.004); // false: it would round to 0%
 * badgeHeat(design, 1.76); // true, for a design with a workload
 */
export function badgeHeat(design: Design | null, utilization: number): boolean {
  const w = design?.workload;
  if (!w || (w.accessPatterns.length === 0 && w.entities.length === 0)) return false;
  return utilization >= BADGE_HEAT_FROM;
}
