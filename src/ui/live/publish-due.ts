/** What `publishDue` decides from. */
export interface PublishState {
  /** Items already in the studio's views. */
  readonly published: number;
  /** Items loaded since. */
  readonly pending: number;
  /** The analysis worker is still on an earlier design. */
  readonly workerBusy: boolean;
  /** The read has ended: everything goes now. */
  readonly ended: boolean;
  /** Milliseconds since the last publication. */
  readonly sinceMs: number;
}

/** New items must add at least this share of what is shown before the views are redone. */
export const PUBLISH_GROWTH = 0.1;
/** …and at least this long after the last time. */
export const PUBLISH_INTERVAL_MS = 200;

/**
 * Whether the items loaded so far should go to the studio's views now. The first page goes at
 * once (the first collection paints quickly); later ones wait while the worker is busy and until
 * they add a tenth to what is shown, so a long read re-analyses a bounded number of times and the
 * page keeps only a few placeholder arrays per load (each publication is one); the end goes always.
 *
 * @example
 * publishDue({ published: 0, pending: 25, workerBusy: false, ended: false, sinceMs: 0 }); // true
 */
export function publishDue(s: PublishState): boolean {
  if (s.pending === 0) return false;
  if (s.published === 0 || s.ended) return true;
  if (s.workerBusy || s.sinceMs < PUBLISH_INTERVAL_MS) return false;
  return s.pending >= s.published * PUBLISH_GROWTH;
}
