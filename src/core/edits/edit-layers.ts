import { followEntities } from '../generate/follow-entities.ts';
import type { DesignLayers } from '../generate/design-layers.ts';
import { generatedItems } from '../generate/generated-items.ts';
import { isGeneratedItem } from '../generate/is-generated-item.ts';
import { withGeneration } from '../generate/with-generation.ts';
import type { ItemOwner } from '../items/item-address.ts';
import type { Design } from '../model/design.ts';
import { editDesign, type DesignEdit } from './edit-design.ts';

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
 *
 * `apply` is how one design takes an edit: `editDesign`, or on the page one that also keeps
 * track of items the analysis worker holds.
 *
 * @example
 * editLayers(layers, { kind: 'delete-item', owner: { kind: 'entity', index: 0 }, index: 6 });
 * // throws 'Item 7 of entity "User" cannot be deleted: it was generated from the seed, …'
 */
export function editLayers(
  layers: DesignLayers,
  edit: DesignEdit,
  apply: (design: Design, edit: DesignEdit) => Design = editDesign
): DesignLayers {
  const { authored, design } = layers;
  // A copy of a generated item is the user's own: kept as an authored item of its entity.
  if (edit.kind === 'duplicate-item' && isGeneratedItem(layers, edit.owner, edit.index)) {
    const item = design.entities[edit.owner.index]?.items[edit.index];
    if (!item) throw new Error(`editDesign: there is no item ${edit.index}.`);
    return editLayers(layers, { kind: 'add-items', owner: edit.owner, items: [item] }, apply);
  }
  if (edit.kind === 'replace-item' || edit.kind === 'delete-item') {
    if (isGeneratedItem(layers, edit.owner, edit.index))
      throw new Error(
        `Item ${edit.index + 1} of ${ownerName(authored, edit.owner)} cannot be ${edit.kind === 'delete-item' ? 'deleted' : 'changed'}: ${GENERATED}`
      );
  }
  const edited = apply(authored, edit);
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
  const nextDesign = design === authored ? nextAuthored : apply(design, shownEdit);
  return { authored: nextAuthored, generation, design: nextDesign };
}

function ownerName(design: Design, owner: ItemOwner): string {
  const holder = owner.kind === 'table' ? design.tables[owner.index] : design.entities[owner.index];
  return `${owner.kind} "${holder?.name ?? owner.index}"`;
}
