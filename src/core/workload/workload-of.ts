import type { Design } from '../model/design.ts';
import type { Workload } from '../model/workload.ts';

/**
 * The design's workload, or an empty one: a design without a workload reads as one with no
 * entries, so an editor can patch it the same way.
 *
 * @example
 * workloadOf({ ...design, workload: undefined }); // { accessPatterns: [], entities: [] }
 */
export function workloadOf(design: Design): Workload {
  return design.workload ?? { accessPatterns: [], entities: [] };
}
