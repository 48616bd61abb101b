import type { DesignEdit } from '../../core/edits/edit-design.ts';
import { editLayers as editBothLayers } from '../../core/edits/edit-layers.ts';
import type { DesignLayers } from '../../core/generate/design-layers.ts';
import { generatedCount } from '../../core/generate/generated-count.ts';
import type { GenerationRun, GenerationSettings } from '../../core/generate/generation-settings.ts';
import { layersOf as layersShownBy } from '../../core/generate/layers-of.ts';
import { NO_GENERATION } from '../../core/generate/no-generation.ts';
import { replayGeneration } from '../../core/generate/replay-generation.ts';
import { countItems } from '../../core/items/count-items.ts';
import type { Design } from '../../core/model/design.ts';
import { editRemote } from './edit-remote.ts';
import { generateRemote } from './generate-remote.ts';
import { holdsGeneratedItems, holdsRemoteItems } from './remote-items.ts';
import { shapeOf } from '../../core/items/shape-of.ts';

/** Above this many items the page leaves the items to the analysis worker. */
export const WORKER_THRESHOLD = 20_000;

// The layers' rules (what an edit of a generated item does, where a new item goes) are core's
// (core/generate/layers-of, core/edits/edit-layers); what stays here is where the items live:
// on the page, or past WORKER_THRESHOLD as placeholders the analysis worker rebuilds.

/**
 * The layers of an authored design and its generation settings (core's `layersOf`), the
 * generated items held on the page, or as worker-held placeholders when the total passes
 * `WORKER_THRESHOLD` or the worker holds the authored items, which only it can generate from.
 */
export function layersOf(design: Design, generation: GenerationSettings): DesignLayers {
  if (holdsGeneratedItems(design))
    throw new Error(
      'layersOf: the authored design must hold its own items (or items the worker read)'
    );
  return layersShownBy(design, generation, (bare, settings) => {
    const total = countItems(bare) + generatedCount(bare.entities.length, settings);
    if (total <= WORKER_THRESHOLD && !holdsRemoteItems(bare))
      return replayGeneration(bare, settings);
    let shown = bare;
    for (const run of settings.runs)
      shown = generateRemote(shown, run.perEntity, run.seed, run.only, settings.rules);
    return shown;
  });
}

/**
 * The layers of a live table's design (its items as read, the design inferred from them or an
 * overlay; often held by the analysis worker): shown as it is, and authored as the same design
 * without those items — the table's data is not the user's to save, export or put in a link; its
 * schema, entities and templates are.
 */
export function liveLayers(design: Design): DesignLayers {
  return { authored: shapeOf(design).design, generation: NO_GENERATION, design };
}

/** One more "Generate items" run: every generated item is rebuilt, as reopening would. */
export function generateLayers(layers: DesignLayers, run: GenerationRun): DesignLayers {
  return layersOf(layers.authored, { runs: [...layers.generation.runs, run] });
}

/** Core's `editLayers`, with worker-held items kept track of (a design the worker read). */
export function editLayers(layers: DesignLayers, edit: DesignEdit): DesignLayers {
  return editBothLayers(layers, edit, editRemote);
}
