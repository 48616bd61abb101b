import type { AccessPattern } from '../model/design.ts';
import type { ViewColumns } from './view-columns.ts';

/** Read bytes per key kept per view columns (sizes and collections) and Query shape. */
const kept = new WeakMap<ViewColumns, Map<string, Float32Array>>();
/** Query shapes kept per view: a pattern being edited makes a new one at each keystroke. */
const KEPT_SHAPES = 16;

/**
 * The bytes a pattern's Query reads at each key its partition key template reaches (patternReads'
 * `bytesOf`), kept per view columns and Query shape — the templates, parameters, Limit and
 * direction, not the rate — so heat after a workload edit reads them instead of searching a
 * million collections again.
 *
 * @example
 * keptQueryBytes.get(cols, pattern, true) ?? measure(); // then keptQueryBytes.keep(...)
 */
export const keptQueryBytes = {
  get(cols: ViewColumns, pattern: AccessPattern, withFields: boolean): Float32Array | undefined {
    return kept.get(cols)?.get(shapeId(pattern, withFields));
  },
  keep(cols: ViewColumns, pattern: AccessPattern, withFields: boolean, bytes: Float32Array): void {
    let shapes = kept.get(cols);
    if (!shapes) kept.set(cols, (shapes = new Map()));
    if (shapes.size >= KEPT_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(shapeId(pattern, withFields), bytes);
  }
};

/** What decides the bytes a pattern's Query reads at each key, as one string. */
function shapeId(pattern: AccessPattern, withFields: boolean): string {
  return JSON.stringify([
    pattern.partitionKey,
    pattern.morePartitionKeys ?? null,
    pattern.sortKey ?? null,
    pattern.moreSortKeys ?? null,
    pattern.limit ?? null,
    pattern.scanIndexForward,
    pattern.parameters,
    withFields
  ]);
}
