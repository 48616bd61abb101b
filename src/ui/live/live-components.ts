// The live-table feature's components, loaded with a dynamic import() on the first Connect (see
// live-ui.svelte.ts), so the studio's first load does not carry them. A barrel for one import().
export { default as ConnectDialog } from './ConnectDialog.svelte';
export { default as LivePanel } from './LivePanel.svelte';
export { default as LoadProgress } from './LoadProgress.svelte';
