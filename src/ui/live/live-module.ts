// What the live-table feature runs that the studio's first load does not need, as one module the
// page loads with a dynamic import() on the first Connect: the door to src/live and the AWS SDK
// (live-api.ts) and the load and design state. A barrel, against the one-export-per-file habit,
// because one import() must bring all of it; main-bundle code imports only its types. Its
// components come the same way, in live-components.ts.
export { openConnection, checkTarget, embeddedEndpoint } from './live-api.ts';
export { designTable } from '../../core/table-description/design-table.ts';
export { LiveDesigns } from './live-designs.svelte.ts';
export { LiveLoad } from './live-load.svelte.ts';
export { LiveProfile } from './live-profile.svelte.ts';
