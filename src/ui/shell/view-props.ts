import type { AnalysisWorkerState } from '../analysis/analysis-worker.svelte.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import type { ShellState } from './shell-state.svelte.ts';

/** What every view of the main area is given. */
export interface ViewProps {
  studio: StudioState;
  worker: AnalysisWorkerState;
  shell: ShellState;
}
