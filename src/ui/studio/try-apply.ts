import type { DesignEdit } from '../../core/edits/edit-design.ts';
import type { StudioState } from './studio-state.svelte.ts';

/**
 * Apply an edit, returning null when it was applied and the reason when `editDesign` refused
 * it (a taken name, an LSI on a table without a sort key…), for the editor to show.
 */
export function tryApply(
  studio: StudioState,
  edit: DesignEdit,
  coalesce: string | null = null
): string | null {
  try {
    studio.apply(edit, coalesce);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
