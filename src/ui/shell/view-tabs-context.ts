import { getContext, setContext } from 'svelte';
import type { ViewTab } from './view-tab.ts';

const CONTEXT = Symbol('view-tabs');

/**
 * The studio's views, given by the composition root (App) to every component below: the tab
 * bar draws them, and a view that shows another beside it (the graph's table) asks for it here
 * by id instead of importing it. `provide` sets them; `use` reads them (empty outside a studio).
 */
export const viewTabsContext = {
  provide(tabs: readonly ViewTab[]): void {
    setContext(CONTEXT, tabs);
  },
  use(): readonly ViewTab[] {
    return getContext<readonly ViewTab[] | undefined>(CONTEXT) ?? [];
  }
};
