import type { Design } from '../model/design.ts';
import type { GenerationSettings } from '../model/generation.ts';
import type { DesignLayers } from './design-layers.ts';
import { NO_GENERATION } from './no-generation.ts';
import { replayGeneration } from './replay-generation.ts';
import { withGeneration } from './with-generation.ts';

/**
 * The layers of an authored design and its generation settings: the generated items rebuilt
 * from their seeds, exactly as opening the design again rebuilds them. `show` makes the shown
 * design from the bare one (without settings); the page passes one that leaves large results to
 * the analysis worker, which generates the same items.
 *
 * @example
 * layersOf(design, { runs: [{ perEntity: 50, seed: 3 }] }).design; // each entity + 50 items
 */
export function layersOf(
  design: Design,
  generation: GenerationSettings,
  show: (bare: Design, generation: GenerationSettings) => Design = replayGeneration
): DesignLayers {
  // The authored design carries its generation settings: they are saved, exported and linked.
  const authored = withGeneration(design, generation);
  if (generation.runs.length === 0) return { authored, generation, design: authored };
  // What is shown holds the generated items, not the settings that make them.
  const bare = withGeneration(design, NO_GENERATION);
  return { authored, generation, design: show(bare, generation) };
}
