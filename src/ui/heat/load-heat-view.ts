import type HeatViewComponent from './HeatView.svelte';

let loading: Promise<typeof HeatViewComponent> | null = null;

/** The heat view's component, imported (as its own chunk) on first call and kept. */
export function loadHeatView(): Promise<typeof HeatViewComponent> {
  loading ??= import('./HeatView.svelte').then((m) => m.default);
  // A failed load (the network went away) may be tried again.
  loading.catch(() => (loading = null));
  return loading;
}
