/**
 * The message a page posts to the offline cache's installing worker while its user is at work
 * (`src/ui/pause-offline-install.ts`), and how long the worker then waits before it fetches the
 * next file (`config/service-worker-plugin.ts`). On 2 cores the install beside a click into the
 * studio made the page's tasks wait for a core (51–88 ms, docs/benchmarks.md, "Cold start"), so
 * it steps aside: files already fetching finish, no other starts until the page has said
 * nothing for OFFLINE_RESUME_MS. Plain values, no imports: both the page and the build read them.
 */
export const OFFLINE_BUSY = 'keyscope:busy';

/** How long after a page's last OFFLINE_BUSY the install goes on. */
export const OFFLINE_RESUME_MS = 1000;

/** Files the install fetches at a time: what is left running the moment a page says busy. */
export const OFFLINE_IN_FLIGHT = 4;
