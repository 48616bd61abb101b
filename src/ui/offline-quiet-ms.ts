/**
 * How long the page must be quiet (no input, no change to the document: whenQuiet) before the
 * offline cache installs. The install is about 400 ms of work on a thread of its own over
 * about 0.8 s; on 2 cores a click into the studio beside it waited for a core (tasks of 51–88
 * ms, docs/benchmarks.md, "Cold start"). It steps aside when the user acts again
 * (pauseOfflineInstall), but what it has started finishes: so the pause it waits for is one a
 * user rarely ends at once. At 3 s, `bench:heat`'s Heat tab opened after a 3 s rest met it
 * (tasks of 56–64 ms); at 5 s a visit of a few seconds' reading still ends cached.
 */
export const OFFLINE_QUIET_MS = 5000;
