import { OFFLINE_BUSY, OFFLINE_RESUME_MS } from '../../config/offline-busy.ts';
import type { Activity } from './kit/when-quiet.ts';

/** What pauseOfflineInstall reads of a registration: its installing worker, and when a new one starts. */
export type OfflineRegistration = Pick<
  ServiceWorkerRegistration,
  'installing' | 'addEventListener' | 'removeEventListener'
>;

/**
 * While the offline cache's worker installs, tells it each time the user or the page is at work
 * (`activity`, see pageActivity), so that it starts no other download until they pause
 * (config/service-worker-plugin.ts). At most one message each quarter of OFFLINE_RESUME_MS: the
 * worker waits that long after the last, so a steady stream of activity keeps it waiting. It
 * follows the worker installing now, if any, and each one an update starts later
 * (`updatefound`: registering again fetches `sw.js`, and a new build installs its own), and
 * stops listening to activity whenever none is installing. Returns the function that stops it.
 *
 * @example
 * const registration = await registerServiceWorker();
 * if (registration) pauseOfflineInstall(registration, pageActivity());
 */
export function pauseOfflineInstall(
  registration: OfflineRegistration,
  activity: Activity,
  now: () => number = () => performance.now()
): () => void {
  let unfollow = follow(registration.installing, activity, now);
  const onUpdate = (): void => {
    unfollow();
    unfollow = follow(registration.installing, activity, now);
  };
  registration.addEventListener('updatefound', onUpdate);
  return () => {
    registration.removeEventListener('updatefound', onUpdate);
    unfollow();
  };
}

/** Tells `worker` of activity while it installs; returns the function that stops sooner. */
function follow(worker: ServiceWorker | null, activity: Activity, now: () => number): () => void {
  if (!worker) return () => {};
  let told = -Infinity;
  const stopActivity = activity(() => {
    const t = now();
    if (t - told < OFFLINE_RESUME_MS / 4) return;
    told = t;
    worker.postMessage(OFFLINE_BUSY);
  });
  const onState = (): void => {
    if (worker.state !== 'installing') stop();
  };
  const stop = (): void => {
    stopActivity();
    worker.removeEventListener('statechange', onState);
  };
  worker.addEventListener('statechange', onState);
  return stop;
}
