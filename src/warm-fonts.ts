import { startFontWarmup } from './ui/kit/start-font-warmup.ts';

// The build's first script (config/early-entry-plugin.ts puts it before src/main.ts's chunk): it
// runs as soon as the page is parsed and its stylesheet loaded, while the app's code is still
// arriving. Not on a page the service worker serves: its code is there at once, so there is no
// download to overlap, and the worker took the cores from the page's own start (returning visits
// with a long task: 6 of 14 with it, 1 of 14 without; docs/benchmarks.md, "Cold start"); that
// page measures its fonts itself, one per task before the app mounts (src/main.ts). The dev
// server has no such script, and injects the CSS from src/main.ts anyway.
if (!navigator.serviceWorker?.controller) startFontWarmup(document.documentElement);
