import { SvelteMap } from 'svelte/reactivity';
import type { StepView } from '../../core/lessons/step-view.ts';

/** The side panes of the workspace; the view area between them takes the rest. */
export type PaneId = 'editor' | 'inspector';

/** Smallest and largest width a side pane can be given, in CSS pixels. */
export const PANE_MIN = 220;
export const PANE_MAX = 720;

/**
 * A side pane's starting width for a window `width` pixels wide: about a quarter (editor) or a
 * fifth (inspector) of it, within limits, so 1280 px leaves the table view about 640 px.
 *
 * @example
 * defaultPaneWidth('editor', 1280); // 346
 */
export function defaultPaneWidth(pane: PaneId, width: number): number {
  const [share, min, max] = pane === 'editor' ? [0.27, 300, 460] : [0.21, 250, 400];
  return Math.round(Math.min(max, Math.max(min, width * share)));
}

/**
 * What the studio's shell shows around the design: the side panes' widths and whether they are
 * collapsed, the view tab in front, and column widths the user set in the table view. Nothing
 * here is part of the design, and nothing is saved with it.
 */
export class ShellState {
  widths = $state<Record<PaneId, number>>({ editor: 346, inspector: 269 });
  collapsed = $state<Record<PaneId, boolean>>({ editor: false, inspector: false });
  /** Id of the view tab in front (see src/ui/views.ts). */
  tab = $state('items');
  /**
   * Presenter mode's room layout: the lesson's task beside this one view (the whole width for
   * `task`), the other panes and the view tabs hidden; null outside presenter mode.
   */
  room = $state<StepView | null>(null);
  /** Column widths (px) the user dragged, by `table/view/column`. */
  readonly columnWidths = new SvelteMap<string, number>();
  /** The panes as they were before large type, to go back to. */
  #beforeLargeType: { widths: Record<PaneId, number>; collapsed: Record<PaneId, boolean> } | null =
    null;

  constructor(windowWidth = 1280) {
    this.widths = {
      editor: defaultPaneWidth('editor', windowWidth),
      inspector: defaultPaneWidth('inspector', windowWidth)
    };
  }

  resize(pane: PaneId, width: number): void {
    this.widths[pane] = Math.min(PANE_MAX, Math.max(PANE_MIN, Math.round(width)));
  }

  toggle(pane: PaneId): void {
    this.collapsed[pane] = !this.collapsed[pane];
  }

  /** Show a collapsed pane (before focusing something in it). */
  expand(pane: PaneId): void {
    this.collapsed[pane] = false;
  }

  /**
   * Large type on: the design editor widens by a third (its text is half as big again) and the
   * inspector folds away, so templates and table still share the screen; off: the panes go
   * back to how they were.
   */
  largeType(on: boolean): void {
    if (on && !this.#beforeLargeType) {
      this.#beforeLargeType = { widths: { ...this.widths }, collapsed: { ...this.collapsed } };
      this.resize('editor', this.widths.editor * 1.34);
      this.collapsed.inspector = true;
    } else if (!on && this.#beforeLargeType) {
      this.widths = this.#beforeLargeType.widths;
      this.collapsed = this.#beforeLargeType.collapsed;
      this.#beforeLargeType = null;
    }
  }

  setColumnWidth(key: string, width: number): void {
    this.columnWidths.set(key, Math.round(width));
  }
}
