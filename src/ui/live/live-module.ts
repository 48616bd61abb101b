// Everything of the live-table feature that the studio's first load does not need, as one module
// the page loads with a dynamic import() when the user first opens Connect (or the Live tab):
// the door to src/live and the AWS SDK (live-api.ts), the dialog and panels, and the load and
// design state they drive. A barrel, against the one-export-per-file habit, because one import()
// must bring all of it; main-bundle code imports only its types.
export { openConnection, checkTarget, embeddedEndpoint } from './live-api.ts';
export { designTable } from '../../core/table-description/design-table.ts';
export { LiveDesigns } from './live-designs.svelte.ts';
export { LiveLoad } from './live-load.svelte.ts';
export { default as ConnectDialog } from './ConnectDialog.svelte';
export { default as LivePanel } from './LivePanel.svelte';
export { default as LoadProgress } from './LoadProgress.svelte';
