import type { GenerationSettings } from '../../core/generate/generation-settings.ts';

/** How a design is opened (see `StudioState.open`). */
export interface OpenOptions {
  /** How its generated items are made (by default, the design's own `generation`). */
  readonly generation?: GenerationSettings;
  /** Names its undo history: opening the same key again in this session brings it back. */
  readonly key?: string | null;
  /** Shown, not edited (a design from a link, until it is saved to the library). */
  readonly readOnly?: boolean;
  /**
   * A live table's items (as read, inferred or overlaid; see `liveLayers`): shown read-only and
   * never stored; a longer read is shown with `showLive`.
   */
  readonly live?: boolean;
}
