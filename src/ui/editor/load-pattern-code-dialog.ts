import { lazyComponent } from '../shell/lazy-component.ts';

/**
 * The "Code" dialog's component, imported (as its own chunk, with the code generators and
 * entity libraries) when a pattern's code is first asked for: none of it is part of the first
 * paint.
 */
export const loadPatternCodeDialog = lazyComponent(() => import('./PatternCodeDialog.svelte'));
