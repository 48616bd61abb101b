import type { Design } from '../model/design.ts';

/**
 * Whether two designs have the same analysis: `analyzeDesign` reads only a design's tables and
 * entities, and designs are immutable values, so when both hold the very same table and entity
 * objects (an access pattern or the design's name was edited) the earlier analysis still holds
 * and need not be recomputed.
 *
 * @example
 * sameAnalysisInputs(design, editDesign(design, { kind: 'rename-design', name: 'Shop' })); // true
 */
export function sameAnalysisInputs(a: Design, b: Design): boolean {
  return a === b || (sameElements(a.tables, b.tables) && sameElements(a.entities, b.entities));
}

function sameElements<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
