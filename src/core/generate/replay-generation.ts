import type { Design } from '../model/design.ts';
import { generateDesignItems } from './generate-design-items.ts';
import type { GenerationSettings } from './generation-settings.ts';

/**
 * Rebuild a design's generated items from its stored settings: each run applied in order to the
 * authored design with the settings' value rules, exactly as the studio applied them (`generateDesignItems` is deterministic),
 * so the same authored design and settings give the same items every time.
 *
 * @example
 * replayGeneration(authored, { runs: [{ perEntity: 1000, seed: 1 }] }); // + 1000 items per entity
 */
export function replayGeneration(design: Design, settings: GenerationSettings): Design {
  let out = design;
  for (const run of settings.runs)
    out = generateDesignItems(
      out,
      run.perEntity,
      run.seed,
      run.only ? new Set(run.only) : undefined,
      settings.rules
    );
  return out;
}
