import type { Design } from '../model/design.ts';
import type { Patch } from '../model/patch.ts';
import type { PatternLoad, Workload } from '../model/workload.ts';
import { patchLoadEntry } from './patch-load-entry.ts';
import { workloadOf } from './workload-of.ts';

/**
 * The workload with one access pattern's load changed: fields set to undefined go back to
 * their defaults (and an entry left with nothing but its name is dropped).
 *
 * @example
 * patchPatternLoad(design, 'Get user profile', { rate: 50 }); // a new Workload
 */
export function patchPatternLoad(
  design: Design,
  pattern: string,
  patch: Patch<PatternLoad>
): Workload {
  const w = workloadOf(design);
  return { ...w, accessPatterns: patchLoadEntry(w.accessPatterns, 'pattern', pattern, patch) };
}
