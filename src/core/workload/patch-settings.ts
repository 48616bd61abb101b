import type { Design } from '../model/design.ts';
import type { Patch } from '../model/patch.ts';
import type { Workload } from '../model/workload.ts';
import { definedFields } from './defined-fields.ts';
import { workloadOf } from './workload-of.ts';

/**
 * The workload with its settings (hot share, region, target utilisation) changed; a setting set
 * to undefined goes back to its default.
 *
 * @example
 * patchSettings(design, { hotShare: 0.4 }).hotShare; // 0.4
 */
export function patchSettings(
  design: Design,
  patch: Patch<Pick<Workload, 'hotShare' | 'region' | 'targetUtilization'>>
): Workload {
  return definedFields({ ...workloadOf(design), ...patch }) as unknown as Workload;
}
