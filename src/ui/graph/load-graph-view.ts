import { lazyComponent } from '../shell/lazy-component.ts';

/** The graph view's component, imported (as its own chunk) on first call and kept. */
export const loadGraphView = lazyComponent(() => import('./GraphView.svelte'));
