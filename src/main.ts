import { mount } from 'svelte';
import { registerServiceWorker } from './ui/register-service-worker.ts';
import { deferTask } from './ui/kit/defer-task.ts';
import { whenSettled } from './ui/kit/when-settled.ts';
import { whenQuiet } from './ui/kit/when-quiet.ts';
import { pageActivity } from './ui/kit/page-activity.ts';
import { OFFLINE_QUIET_MS } from './ui/offline-quiet-ms.ts';
import { pauseOfflineInstall } from './ui/pause-offline-install.ts';
import { preloadViews } from './ui/shell/preload-views.ts';
import { VIEW_TABS } from './ui/views.ts';
import { makeHeatFormats } from './ui/heat-report/format-heat.ts';
import { icuWarmSteps } from './ui/kit/icu-warm-steps.ts';
import { fontWarmSteps } from './ui/kit/font-warm-steps.ts';
import './ui/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html must contain <div id="app"></div> for Keyscope to mount.');

// Only the build has sw.js; the dev server's modules must never be cached. The offline cache
// downloads the whole build again, and its install took the cores from the first screen: on
// 2 cores, registering it at `load` put it among the studio's first frames (first visits with
// a task over 50 ms: 4 of 12 with it, 1 of 12 once it waited; docs/benchmarks.md, "Cold
// start"). So it waits until the first screen is open and every part deferred behind it built,
// and then until the page has been quiet for OFFLINE_QUIET_MS: a click from the start screen
// into the studio the moment it settled still met the install (7 of 10 first visits with a
// task over 50 ms; none with no service worker). A user who acts while it installs is told to
// the installing worker, which then starts no other download until they pause
// (pauseOfflineInstall). The views' own chunks (graph, heat) load once it settled, at idle
// moments, so a view's first opening does not fetch and evaluate its code in the click's task.
const onstart = (): void =>
  void whenSettled().then(() => {
    if (import.meta.env.PROD)
      void whenQuiet(OFFLINE_QUIET_MS, pageActivity()).then(async () => {
        const registration = await registerServiceWorker();
        if (registration) pauseOfflineInstall(registration, pageActivity());
      });
    void preloadViews(VIEW_TABS);
  });

// The studio is imported in parts, each once the one before has run (config/start-parts.ts,
// which index.html preloads): V8 writes a module tree's code cache in one task, and the studio
// as one tree made that task 33–49 ms of CPU on a reload (docs/benchmarks.md, "The code cache
// of a reload"). App is mounted in a task after the one that evaluates its modules: the two in
// one task held the main thread for over 200 ms on a busy machine ("Cold start"). Meanwhile,
// ICU's data is loaded in two tasks (icuWarmSteps) and a third makes the heat report's number
// formats (format-heat.ts): the first format made loaded that data in one task of 22–32 ms CPU.
// A page the service worker serves starts no font warm-up worker (warm-fonts.ts), so it looks
// its fonts up here, one font per task (fontWarmSteps), rather than in its first layouts.
for (const step of icuWarmSteps('en')) deferTask(step);
if (navigator.serviceWorker?.controller)
  for (const step of fontWarmSteps(document.documentElement)) deferTask(step);
deferTask(makeHeatFormats);
const parts = import('./ui/studio/studio-state.svelte.ts')
  .then(() => import('./ui/studio-app.ts'))
  .then(() => import('./ui/App.svelte'));
parts.then(
  ({ default: App }) => deferTask(() => mount(App, { target, props: { onstart } })),
  (error: unknown) => {
    // A first visit that lost the network between the parts: say so, rather than a blank page.
    const reason = error instanceof Error ? error.message : String(error);
    target.textContent = `Keyscope could not load its code (${reason}). Check the connection, then reload the page.`;
  }
);
