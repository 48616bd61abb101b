import type { Component } from 'svelte';
import type { ViewProps } from './view-props.ts';

/**
 * One tab of the main view area. The shell draws the tabs it is given and never imports a view:
 * the composition root lists them (src/ui/views.ts), so views sit above the shell and a new
 * view is one more entry there.
 */
export interface ViewTab {
  /** Stable id (ShellState.tab). */
  readonly id: string;
  /** The tab's name. */
  readonly label: string;
  readonly component: Component<ViewProps>;
  /** Loads the view's own chunk ahead of its first opening (preloadViews), if it has one. */
  readonly preload?: () => Promise<unknown>;
}
