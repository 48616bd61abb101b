import type { Design } from '../model/design.ts';

/**
 * How heat ranks a design's keys: a live result set (`readFrom`) whose workload nobody gave is
 * ranked by what was measured, its items and bytes per key, since its workload would be the
 * made-up default; any other design, or a live one given a workload, by the load on each key.
 *
 * @example
 * heatRanking({ ...design, readFrom: { operation: 'Scan', table: 'Orders' } }); // 'measured'
 */
export function heatRanking(design: Design): 'load' | 'measured' {
  return design.readFrom !== undefined && design.workload === undefined ? 'measured' : 'load';
}
