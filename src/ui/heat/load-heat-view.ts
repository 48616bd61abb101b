import { lazyComponent } from '../shell/lazy-component.ts';

/** The heat view's component, imported (as its own chunk) on first call and kept. */
export const loadHeatView = lazyComponent(() => import('./HeatView.svelte'));
