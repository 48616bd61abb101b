/**
 * Registers `sw.js` (written by `config/service-worker-plugin.ts` at build time), which caches
 * the app so it works offline after the first visit. The URL and scope are relative, so the app
 * works from any path. Where service workers are unavailable (`file://`, plain HTTP on a
 * non-local host, some private windows) the app still runs, just not offline: this says so
 * with `console.info` and never throws.
 *
 * @example
 * if (import.meta.env.PROD) void registerServiceWorker();
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker
): Promise<ServiceWorkerRegistration | undefined> {
  if (!container) {
    console.info(
      'Keyscope: service workers are unavailable here, so the app will not work offline.'
    );
    return undefined;
  }
  try {
    return await container.register('./sw.js', { scope: './' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.info(`Keyscope: could not register the offline service worker (${reason}).`);
    return undefined;
  }
}
