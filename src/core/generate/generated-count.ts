import type { GenerationSettings } from './generation-settings.ts';

/**
 * How many items the runs add to a design with `entities` entities: what a library listing
 * shows without replaying them.
 *
 * @example
 * generatedCount(3, { runs: [{ perEntity: 1000, seed: 1 }] }); // 3000
 */
export function generatedCount(entities: number, settings: GenerationSettings): number {
  return settings.runs.reduce(
    (n, r) => n + r.perEntity * (r.only ? r.only.filter((e) => e < entities).length : entities),
    0
  );
}
