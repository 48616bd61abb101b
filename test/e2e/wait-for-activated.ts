import type { Page } from 'playwright-core';

/**
 * Waits until the page's service worker is activated: its install, the precache, is done. It
 * waits on the worker's own `statechange`, so it never depends on how long the install takes.
 */
export async function waitForActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done())
      );
    }
  });
}
