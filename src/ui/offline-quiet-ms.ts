/**
 * How long the page must be quiet (no input, no change to the document: whenQuiet) before the
 * offline cache installs. The install is about 400 ms of work on a thread of its own over
 * 1.5 s; on 2 cores a click into the studio beside it waited for a core (tasks of 51–88 ms,
 * docs/benchmarks.md, "Cold start"). Long enough that a user who is still choosing is not
 * taken for one who has stopped; short enough that a visit of a few seconds ends cached.
 */
export const OFFLINE_QUIET_MS = 3000;
