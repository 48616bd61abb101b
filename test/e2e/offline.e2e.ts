import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForActivated } from './wait-for-activated.ts';
import {
  launchChromium,
  serveBuiltApp,
  useBuiltApp,
  watchPage,
  type ServedApp
} from './browser.ts';

const dist = resolve(import.meta.dirname, '../../dist');

/** Every file of `dist/` the service worker should precache: all but source maps and itself. */
function distFiles(): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => resolve(entry.parentPath, entry.name).slice(dist.length + 1))
    .map((path) => path.split('\\').join('/'))
    .filter((path) => !path.endsWith('.map') && path !== 'sw.js')
    .sort();
}

/**
 * Follows the view chunks `page` fetches (call before it navigates). `preloaded()` resolves once
 * the current document has fetched both views' chunks, its idle preload (`preloadViews`), and
 * none of their files (scripts, styles) is still under way.
 *
 * Why: a reload while that preload is under way aborts it. A CI run, and a clean run after
 * `watchPage` learnt to leave out requests cut by the page's own navigation, still recorded
 * GraphView's chunk aborted in this test; outside them, a reload always reported its navigation
 * before the abort, so what differs there is not known. This test, which reloads twice and
 * closes the server, waits for the preload itself instead of racing it.
 */
function followViewChunks(page: Page): { preloaded(): Promise<void> } {
  const views = ['GraphView', 'HeatView'];
  const chunkOf = (request: Request) => {
    const path = new URL(request.url()).pathname;
    return views.find((view) => path.startsWith(`/assets/${view}-`));
  };
  const pending = new Set<Request>();
  let fetched = new Set<string>();
  let check = () => {};
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) fetched = new Set();
  });
  page.on('request', (request) => {
    if (chunkOf(request)) pending.add(request);
  });
  const done = (request: Request) => {
    const view = chunkOf(request);
    if (!view) return;
    pending.delete(request);
    if (request.url().endsWith('.js')) fetched.add(view);
    check();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    preloaded: () =>
      new Promise<void>((resolve) => {
        check = () => {
          if (pending.size === 0 && views.every((view) => fetched.has(view))) resolve();
        };
        check();
      })
  };
}

/** Waits until the page's service worker is activated and controls the page. */
async function waitForController(page: Page): Promise<void> {
  await waitForActivated(page);
  // A page is controlled only by a worker that was active when it loaded.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

describe('the built app offline', () => {
  let app: ServedApp | undefined;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    app = await serveBuiltApp();
    browser = await launchChromium();
    context = await browser.newContext();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  it('after one online visit, loads, lists the examples and opens #example=gaming with no server', async () => {
    const served = app!;
    const page = await context.newPage();
    const problems = await watchPage(page);
    const chunks = followViewChunks(page);
    await page.goto(served.url);
    await page.getByRole('list', { name: 'Example designs' }).waitFor();
    await chunks.preloaded();
    await waitForController(page);
    await chunks.preloaded();

    // One precache, holding every file of the build.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]!);
      const urls = (await cache.keys()).map((request) => request.url);
      return { names, urls };
    });
    expect(cached.names).toHaveLength(1);
    expect(cached.names[0]).toMatch(/^keyscope-precache-[0-9a-f]{16} http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(cached.urls.map((url) => url.slice(served.url.length)).sort()).toEqual(distFiles());

    // No server and no network from here on.
    await served.close();
    app = undefined;
    await expect(fetch(served.url)).rejects.toThrow();
    await context.setOffline(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Keyscope' }).waitFor();
    const list = page.getByRole('list', { name: 'Example designs' });
    await list.getByRole('button', { name: 'Gaming (AWS workshop)', exact: true }).waitFor();
    const shipped = JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as unknown[];
    expect(await list.getByRole('button').count()).toBe(shipped.length);

    // A fresh page in the same browser profile, straight to a link into an example.
    const linked = await context.newPage();
    const linkedProblems = await watchPage(linked);
    await linked.goto(`${served.url}#example=gaming`);
    await linked.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    await linked.locator('[role="rowheader"][data-collection^="GAME#"]').first().waitFor();
    const games = await linked
      .locator('[role="rowheader"][data-collection^="GAME#"]')
      .evaluateAll((headers) => headers.map((header) => header.getAttribute('data-collection')));
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game?.startsWith('GAME#'))).toBe(true);

    // Every built file, including the analysis worker's chunk, is served from the cache.
    const statuses = await linked.evaluate(
      (files) => Promise.all(files.map(async (file) => [file, (await fetch(file)).status])),
      distFiles()
    );
    expect(statuses).toEqual(distFiles().map((file) => [file, 200]));

    expect(linkedProblems.errors).toEqual([]);
    expect(await linkedProblems.cspViolations()).toEqual([]);

    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await linked.close();
    await page.close();
  });
});

describe('what the offline cache keeps of each built file', () => {
  const env = useBuiltApp();

  it('every file as built', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await page.getByRole('list', { name: 'Example designs' }).waitFor();
    await waitForActivated(page);
    const kept = await page.evaluate(async (files) => {
      const cache = await caches.open((await caches.keys())[0]!);
      return Promise.all(
        files.map(async (file) => {
          const bytes = await (await cache.match(file))!.arrayBuffer();
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
          return [file, Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')];
        })
      );
    }, distFiles());
    const expected = distFiles().map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(resolve(dist, file)))
        .digest('hex')
    ]);
    expect(kept).toEqual(expected);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
