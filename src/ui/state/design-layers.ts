import type { DesignEdit } from '../../core/edits/edit-design.ts';
import { followEntities } from '../../core/generate/follow-entities.ts';
import { generatedCount } from '../../core/generate/generated-count.ts';
import type { GenerationRun, GenerationSettings } from '../../core/generate/generation-settings.ts';
import { replayGeneration } from '../../core/generate/replay-generation.ts';
import { withGeneration } from '../../core/generate/with-generation.ts';
import type { ItemOwner } from '../../core/items/item-address.ts';
import { countItems } from '../../core/items/count-items.ts';
import type { Design } from '../../core/model/design.ts';
import {
  editRemote,
  generateRemote,
  holdsGeneratedItems,
  holdsRemoteItems,
  shapeOf
} from '../../workers/remote-items.ts';

/** Above this many items the page leaves the items to the analysis worker. */
export const WORKER_THRESHOLD = 20_000;

/**
 * The open design in its two layers: what the user wrote (`authored`, which the library stores
 * and every export writes) with how its sample items are generated (`generation`), and what the
 * studio shows (`design`): every entity's authored items followed by its generated ones, held by
 * the page or, past `WORKER_THRESHOLD`, by the analysis worker. The authored layer holds the
 * worker's placeholder items only for a design the worker read itself (a large file opened in
 * the worker, see `parsedRemote`): then the worker writes what is saved and exported.
 */
export interface DesignLayers {
  readonly authored: Design;
  readonly generation: GenerationSettings;
  readonly design: Design;
}

export const NO_GENERATION: GenerationSettings = { runs: [] };

/** Generated items this entity shows after its authored ones (0 for a table's own items). */
export function generatedItems(layers: DesignLayers, owner: ItemOwner): number {
  if (owner.kind === 'table') return 0;
  const shown = layers.design.entities[owner.index]?.items.length ?? 0;
  return shown - (layers.authored.entities[owner.index]?.items.length ?? 0);
}

/** Whether the item at `index` of `owner` was generated (rebuilt from the seed, not stored). */
export function isGeneratedItem(layers: DesignLayers, owner: ItemOwner, index: number): boolean {
  if (owner.kind === 'table') return false;
  return index >= (layers.authored.entities[owner.index]?.items.length ?? 0);
}

/**
 * The layers of an authored design and its generation settings: the generated items rebuilt
 * from their seeds, exactly as opening the design again rebuilds them (on the page, or as
 * worker-held placeholders when the total passes `WORKER_THRESHOLD` or the worker holds the
 * authored items, which only it can generate from).
 */
export function layersOf(design: Design, generation: GenerationSettings): DesignLayers {
  // The authored design carries its generation settings: they are saved, exported and linked.
  const authored = withGeneration(design, generation);
  if (holdsGeneratedItems(authored))
    throw new Error(
      'layersOf: the authored design must hold its own items (or items the worker read)'
    );
  if (generation.runs.length === 0) return { authored, generation, design: authored };
  const total = countItems(authored) + generatedCount(authored.entities.length, generation);
  // What is shown holds the generated items, not the settings that make them.
  const bare = withGeneration(design, NO_GENERATION);
  if (total <= WORKER_THRESHOLD && !holdsRemoteItems(authored))
    return { authored, generation, design: replayGeneration(bare, generation) };
  let shown = bare;
  for (const run of generation.runs)
    shown = generateRemote(shown, run.perEntity, run.seed, run.only, generation.rules);
  return { authored, generation, design: shown };
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

const GENERATED =
  'it was generated from the seed, and generated items are rebuilt each time the design opens, so they cannot be changed one by one; add an item of your own instead, or change the entity and generate again';

/**
 * Apply an edit to both layers: the authored design takes it (the library saves that), the shown
 * design takes the same edit (a template edit re-keys the generated items too, without
 * generating them anew), and the generation settings follow added and removed entities. A new
 * item of an entity goes before its generated items, where reopening the design puts it. An
 * edit of a generated item is refused: there is nothing stored to change; a duplicate of one is
 * kept as an authored item, after the entity's other authored items. Throws what
 * `editDesign` throws; then nothing changed.
 */
export function editLayers(layers: DesignLayers, edit: DesignEdit): DesignLayers {
  const { authored, design } = layers;
  // A copy of a generated item is the user's own: kept as an authored item of its entity.
  if (edit.kind === 'duplicate-item' && isGeneratedItem(layers, edit.owner, edit.index)) {
    const item = design.entities[edit.owner.index]?.items[edit.index];
    if (!item) throw new Error(`editDesign: there is no item ${edit.index}.`);
    return editLayers(layers, { kind: 'add-items', owner: edit.owner, items: [item] });
  }
  if (edit.kind === 'replace-item' || edit.kind === 'delete-item') {
    if (isGeneratedItem(layers, edit.owner, edit.index))
      throw new Error(
        `Item ${edit.index + 1} of ${ownerName(authored, edit.owner)} cannot be ${edit.kind === 'delete-item' ? 'deleted' : 'changed'}: ${GENERATED}`
      );
  }
  // A design the worker read keeps its authored items there: the edit is replayed on them.
  const edited = editRemote(authored, edit);
  const generation = followEntities(
    layers.generation,
    authored.entities.map((e) => e.name),
    edited.entities.map((e) => e.name)
  );
  const nextAuthored = withGeneration(edited, generation);
  const shownEdit: DesignEdit =
    edit.kind === 'add-items' && edit.at === undefined && generatedItems(layers, edit.owner) > 0
      ? { ...edit, at: authored.entities[edit.owner.index]!.items.length }
      : edit;
  // Without generated items both layers are one design.
  const nextDesign = design === authored ? nextAuthored : editRemote(design, shownEdit);
  return { authored: nextAuthored, generation, design: nextDesign };
}

function ownerName(design: Design, owner: ItemOwner): string {
  const holder = owner.kind === 'table' ? design.tables[owner.index] : design.entities[owner.index];
  return `${owner.kind} "${holder?.name ?? owner.index}"`;
}
