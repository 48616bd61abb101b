import type { ViewTab } from './view-tab.ts';

/** Runs `callback` when the page is next idle (`requestIdleCallback`, where there is one). */
export type WhenIdle = (callback: () => void) => void;

const idle: WhenIdle = (callback) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
  else setTimeout(callback, 0);
};

/**
 * Loads each view tab's own chunk (`ViewTab.preload`), one per idle moment, in tab order, so
 * opening the tab later mounts at once. Why: a view's chunk fetched, compiled and evaluated on
 * the click that opens it took a task of 40–100 ms on a 2-core machine, and opening Heat the
 * moment a million items' analysis ends shared the cores with the heat being prepared
 * (docs/benchmarks.md, "Cold start"). A chunk that fails to load is left for the click,
 * which says so and offers a reload (LazyView). Resolves once every one has been tried.
 * `whenIdle`: injected for tests.
 *
 * @example
 * void whenSettled().then(() => preloadViews(VIEW_TABS));
 */
export async function preloadViews(
  tabs: readonly ViewTab[],
  whenIdle: WhenIdle = idle
): Promise<void> {
  for (const tab of tabs) {
    if (!tab.preload) continue;
    await new Promise<void>((resolve) => whenIdle(resolve));
    await tab.preload().catch(() => undefined);
  }
}
