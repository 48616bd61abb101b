import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';
import { sizedConcat } from '../core/items/item-size.ts';
import { editDesign } from '../core/edits/edit-design.ts';
import { generateDesignItems } from '../core/generate/generate-design-items.ts';
import { withItems } from '../core/items/with-items.ts';
import type { DesignChange } from './design-change.ts';
import { loadInput, type ReadBlob } from './design-input.ts';
import { applyLiveChange } from './live-change.ts';

/**
 * Apply a change to a design whose items are real (the worker side); `read` reads a Blob a
 * `parse` change names. A `parse` gives the design the input holds, loaded as it was when the
 * page first opened it (it opened, so it loads).
 */
export function applyChange(
  design: Design,
  change: DesignChange,
  read: ReadBlob | null = null
): Design {
  switch (change.kind) {
    case 'parse': {
      const loaded = loadInput(change.input, change.label, read);
      if (!loaded.ok)
        throw new Error(
          `analysis worker: ${change.label} no longer loads (${loaded.findings[0]?.message ?? 'unknown problem'}).`
        );
      return loaded.design;
    }
    case 'edit':
      return editDesign(design, change.edit);
    case 'generate':
      return generateDesignItems(
        design,
        change.perEntity,
        change.seed,
        change.only ? new Set(change.only) : undefined,
        change.rules
      );
    case 'append': {
      // Each page's items measured as they are read in: heat then needs no pass of its own.
      const added = ([] as AttributeMap[]).concat(...change.pages);
      return withItems(design, change.slot, (items) =>
        sizedConcat(items.concat(added), items, added)
      );
    }
    case 'live':
      return applyLiveChange(design, change.change).design;
  }
}
