import type { Component } from 'svelte';
import type { AnalysisWorkerState } from '../analysis/analysis-worker.svelte.ts';
import type { StudioState } from '../state/studio-state.svelte.ts';
import TableView from '../table/TableView.svelte';
import GraphTab from '../graph/GraphTab.svelte';
import HeatTab from '../heat/HeatTab.svelte';
import LiveView from '../live/LiveView.svelte';
import type { ShellState } from './shell-state.svelte.ts';

/** What every view is given. */
export interface ViewProps {
  studio: StudioState;
  worker: AnalysisWorkerState;
  shell: ShellState;
}

/** One tab of the main view area. */
export interface ViewTab {
  /** Stable id (ShellState.tab). */
  readonly id: string;
  /** The tab's name. */
  readonly label: string;
  readonly component: Component<ViewProps>;
}

/**
 * The views of the main area, one tab each, in tab order: the table (or index) view, the
 * graph (which can show the table beside it), the heat under the workload, and the live view
 * (a live table's load, its inferred design and overlay).
 */
export const VIEW_TABS: readonly ViewTab[] = [
  { id: 'items', label: 'Items', component: TableView },
  { id: 'graph', label: 'Graph', component: GraphTab },
  { id: 'heat', label: 'Heat', component: HeatTab },
  { id: 'live', label: 'Live', component: LiveView }
];
