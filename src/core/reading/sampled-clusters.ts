import type { SampledCluster } from './sample-estimate.ts';

/**
 * A sample's clusters for `sampleEstimate`: the items read from each segment (summed over `runs`,
 * the segments the items came from, in runs of one segment) beside the hits counted in it
 * (`hits`, [segment, count]; a segment with none may be left out).
 *
 * @example
 * sampledClusters([[3, 100], [9, 50], [3, 20]], [[3, 12]]);
 * // [{ items: 120, hits: 12 }, { items: 50, hits: 0 }]
 */
export function sampledClusters(
  runs: readonly (readonly [segment: number, count: number])[],
  hits: readonly (readonly [segment: number, count: number])[]
): SampledCluster[] {
  const items = new Map<number, number>();
  for (const [segment, count] of runs) items.set(segment, (items.get(segment) ?? 0) + count);
  const counted = new Map<number, number>();
  for (const [segment, count] of hits) counted.set(segment, (counted.get(segment) ?? 0) + count);
  return [...items].map(([segment, n]) => ({ items: n, hits: counted.get(segment) ?? 0 }));
}
