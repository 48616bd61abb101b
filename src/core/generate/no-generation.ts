import type { GenerationSettings } from '../model/generation.ts';

/** Settings that generate nothing: a design with no "Generate items" run and no value rule. */
export const NO_GENERATION: GenerationSettings = { runs: [] };
