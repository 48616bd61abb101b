import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { DesignEdit } from '../core/edits/edit-design.ts';
import type { ItemOwner } from '../core/items/item-address.ts';
import type { ValueRule } from '../core/model/generation.ts';
import type { DesignInput } from './design-input.ts';
import type { LiveChange } from './live-change.ts';

/** Which items array of a design. */
export type Slot = ItemOwner;

/**
 * A change the worker replays on its own copy of a design (applyChange): how the page's
 * placeholder arrays (ui/analysis/remote-items) are rebuilt where the items are.
 */
export type DesignChange =
  | { readonly kind: 'edit'; readonly edit: DesignEdit }
  | {
      readonly kind: 'generate';
      readonly perEntity: number;
      readonly seed: number;
      /** Entity indexes to generate for (every entity when absent). */
      readonly only?: readonly number[];
      /** The design's value rules (`GenerationSettings.rules`). */
      readonly rules?: readonly ValueRule[];
    }
  | {
      /** Read the design from a file, a stored Blob or text (the base design is not used). */
      readonly kind: 'parse';
      readonly input: DesignInput;
      readonly label: string;
    }
  /** Pages of items added at the end of one array: the next pages of a live table. */
  | {
      readonly kind: 'append';
      readonly slot: Slot;
      readonly pages: readonly (readonly AttributeMap[])[];
    }
  /** A design derived from a live table's items: the inferred design or an overlay. */
  | { readonly kind: 'live'; readonly change: LiveChange };
