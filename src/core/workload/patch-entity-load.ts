import type { Design } from '../model/design.ts';
import type { Patch } from '../model/patch.ts';
import type { EntityLoad, Workload } from '../model/workload.ts';
import { patchLoadEntry } from './patch-load-entry.ts';
import { workloadOf } from './workload-of.ts';

/**
 * The workload with one entity's load changed, as `patchPatternLoad` changes a pattern's.
 *
 * @example
 * patchEntityLoad(design, 'Game', { writeRate: 3 }).entities; // [..., { entity: 'Game', writeRate: 3 }]
 */
export function patchEntityLoad(
  design: Design,
  entity: string,
  patch: Patch<EntityLoad>
): Workload {
  const w = workloadOf(design);
  return { ...w, entities: patchLoadEntry(w.entities, 'entity', entity, patch) };
}
