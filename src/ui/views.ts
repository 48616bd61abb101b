import TableView from './table/TableView.svelte';
import GraphTab from './graph/GraphTab.svelte';
import HeatTab from './heat/HeatTab.svelte';
import LiveView from './live/LiveView.svelte';
import type { ViewTab } from './shell/view-tab.ts';
import { loadGraphView } from './graph/load-graph-view.ts';
import { loadHeatView } from './heat/load-heat-view.ts';

/**
 * The views of the main area, one tab each, in tab order: the table (or index) view, the
 * graph (which can show the table beside it), the heat under the workload, and the live view
 * (a live table's load, its inferred design and overlay). App gives them to the shell
 * (viewTabsContext); the shell never imports a view.
 */
export const VIEW_TABS: readonly ViewTab[] = [
  { id: 'items', label: 'Items', component: TableView },
  { id: 'graph', label: 'Graph', component: GraphTab, preload: loadGraphView },
  { id: 'heat', label: 'Heat', component: HeatTab, preload: loadHeatView },
  { id: 'live', label: 'Live', component: LiveView }
];
