/** One press of "Generate items": `perEntity` items for each entity (or those in `only`). */
export interface GenerationRun {
  readonly perEntity: number;
  readonly seed: number;
  /** Entity indexes to generate for; every entity when absent. */
  readonly only?: readonly number[];
}

/**
 * A value rule the user set for one attribute of one entity (named, since entity names are
 * unique), overriding what the generator infers: `values`, the readable values an enum-like
 * attribute draws from; `skew`, how a reference picks the items it points at (0: uniformly;
 * above 0: Zipf-like with that exponent, so a few are hot).
 */
export type ValueRule =
  | { readonly entity: string; readonly attribute: string; readonly values: readonly string[] }
  | { readonly entity: string; readonly attribute: string; readonly skew: number };

/**
 * How a design's generated items are made, in order: a design carries this, never the
 * (possibly million) items it makes; `replayGeneration` rebuilds them. `rules` are the value
 * rules the user set (none: the generator's own judgement).
 */
export interface GenerationSettings {
  readonly runs: readonly GenerationRun[];
  readonly rules?: readonly ValueRule[];
}
