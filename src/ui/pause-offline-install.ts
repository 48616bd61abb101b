import { OFFLINE_BUSY, OFFLINE_RESUME_MS } from '../../config/offline-busy.ts';
import type { Activity } from './kit/when-quiet.ts';

/**
 * While the offline cache's worker installs, tells it each time the user or the page is at work
 * (`activity`, see pageActivity), so that it starts no other download until they pause
 * (config/service-worker-plugin.ts). At most one message each quarter of OFFLINE_RESUME_MS: the
 * worker waits that long after the last, so a steady stream of activity keeps it waiting. Stops
 * once that worker is no longer installing; does nothing for a registration with none
 * installing. Returns the function that stops it sooner.
 *
 * @example
 * const registration = await registerServiceWorker();
 * if (registration) pauseOfflineInstall(registration, pageActivity());
 */
export function pauseOfflineInstall(
  registration: Pick<ServiceWorkerRegistration, 'installing'>,
  activity: Activity,
  now: () => number = () => performance.now()
): () => void {
  const worker = registration.installing;
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
