import { lazyComponent } from '../shell/lazy-component.ts';

/** The lesson pane's component, imported (as its own chunk) when a lesson first opens, and kept. */
export const loadLessonSide = lazyComponent(() => import('./LessonSide.svelte'));
