// The offline cache's install steps aside while the user is at work: the page tells the
// installing worker (src/ui/pause-offline-install.ts), and the worker starts no other download
// until the page has said nothing for a while (config/service-worker-plugin.ts; its unit tests
// pin the worker's side, with a clock moved by hand).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { OFFLINE_BUSY } from '../../config/offline-busy.ts';
import { waitForActivated } from './wait-for-activated.ts';
import {
  launchChromium,
  PAGE_WAIT_MS,
  serveBuiltApp,
  watchPage,
  type ServedApp
} from './browser.ts';

/** What the page posted to a service worker, and that worker's state then. */
interface Post {
  message: unknown;
  state: string;
}

/** Records, in the page, every message it posts to a service worker. */
const RECORD = (): void => {
  const posts: Post[] = [];
  Object.defineProperty(window, '__posts', { value: posts });
  const post = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
    posts.push({ message: args[0], state: this.state });
    return (post as (...a: unknown[]) => void).apply(this, args);
  };
};

/**
 * Holds back the install's downloads (requests past the HTTP cache, `cache: 'reload'`, which
 * only the service worker makes here) until `release()`; `held` counts those waiting.
 */
function holdInstall() {
  let waiting: (() => void)[] = [];
  let released = false;
  return {
    first(request: IncomingMessage, _response: ServerResponse, next: () => void): void {
      const install = request.headers['cache-control'] === 'no-cache';
      if (!install || released) return next();
      waiting.push(next);
    },
    get held(): number {
      return waiting.length;
    },
    release(): void {
      released = true;
      const now = waiting;
      waiting = [];
      for (const next of now) next();
    }
  };
}

describe('the offline cache while it installs', () => {
  const hold = holdInstall();
  let app: ServedApp | undefined;
  let browser: Browser;

  beforeAll(async () => {
    app = await serveBuiltApp((request, response, next) => hold.first(request, response, next));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('is told by the page that its user is at work, and installs once they stop', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(RECORD);
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(app!.url);
    // The install has begun: its first downloads are held, so the worker is still installing.
    await expect.poll(() => hold.held, { timeout: PAGE_WAIT_MS }).toBeGreaterThan(0);
    // A key pressed each time the page is checked, until the page has told the worker (the page
    // starts listening a moment after the worker began: keys before that are not told of).
    await page.waitForFunction(
      () => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
        return (window as unknown as { __posts: Post[] }).__posts.length > 0;
      },
      null,
      { polling: 100 }
    );
    const posts = await page.evaluate(() => (window as unknown as { __posts: Post[] }).__posts);
    expect(posts[0]).toEqual({ message: OFFLINE_BUSY, state: 'installing' });
    hold.release();
    await waitForActivated(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
