import type GraphViewComponent from './GraphView.svelte';

let loading: Promise<typeof GraphViewComponent> | null = null;

/** The graph view's component, imported (as its own chunk) on first call and kept. */
export function loadGraphView(): Promise<typeof GraphViewComponent> {
  loading ??= import('./GraphView.svelte').then((m) => m.default);
  // A failed load (the network went away) may be tried again.
  loading.catch(() => (loading = null));
  return loading;
}
