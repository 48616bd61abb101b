/**
 * A seeded linear congruential generator with d3-random's constants: numbers in [0, 1) that
 * repeat exactly for the same seed, so generated sample data is reproducible.
 * https://en.wikipedia.org/wiki/Linear_congruential_generator
 *
 * @example
 * const random = createLcg(42);
 * random(); // always the same first number for seed 42
 */
export function createLcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(1664525, state) + 1013904223) >>> 0) / 4294967296;
}
