import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchPage, type PageProblems } from './browser.ts';

// The page under test: it asks for /held, whose answer the server never finishes, so the request
// is still under way when the test reloads the page or the page aborts it itself.
const PAGE = `<!doctype html><title>watched</title><script>
  window.held = new AbortController();
  fetch('/held', { signal: window.held.signal }).catch(() => {});
</script>`;

// A page that keeps asking for /tick, so one of its requests begins while a reload is under way.
const TICKING = `<!doctype html><title>ticking</title><script>
  setInterval(() => fetch('/tick').catch(() => {}), 20);
</script>`;

describe('watchPage', () => {
  let server: Server;
  let url: string;
  let browser: Browser;
  const held: ServerResponse[] = [];
  let heldAsked: () => void = () => {};
  // The next /ticking document is held until the test answers it (documentHeld's argument).
  let holdDocument = false;
  let documentPending = false;
  let documentHeld: (answer: () => void) => void = () => {};
  let tickHeld: () => void = () => {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/ticking') {
        const answer = () => response.writeHead(200, { 'content-type': 'text/html' }).end(TICKING);
        if (!holdDocument) answer();
        else {
          holdDocument = false;
          documentHeld(answer);
        }
        return;
      }
      if (request.url === '/tick') {
        // A tick asked while the reload's document is held stays open: the reload aborts it.
        if (!documentPending) return void response.writeHead(204).end();
        held.push(response);
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('part');
        tickHeld();
        return;
      }
      if (request.url === '/held') {
        held.push(response);
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('part');
        heldAsked();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const response of held) response.destroy();
    server?.closeAllConnections();
    await new Promise((done) => server?.close(done));
  });

  /** Opens the page and resolves once the server holds its /held request open. */
  async function openHeld(): Promise<{ page: Page; problems: PageProblems }> {
    const page = await browser.newPage();
    const problems = await watchPage(page);
    const asked = new Promise<void>((done) => (heldAsked = done));
    await page.goto(url);
    await asked;
    return { page, problems };
  }

  it('leaves out a request that the page’s own reload aborted', async () => {
    const { page, problems } = await openHeld();
    const reasked = new Promise<void>((done) => (heldAsked = done));
    const failed = page.waitForEvent('requestfailed');
    await page.reload();
    expect((await failed).failure()?.errorText).toBe('net::ERR_ABORTED');
    await reasked;
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('leaves out a request the old page began while its reload was under way', async () => {
    const page = await browser.newPage();
    const problems = await watchPage(page);
    await page.goto(`${url}ticking`);
    holdDocument = true;
    const answer = new Promise<() => void>((done) => (documentHeld = done));
    const reloading = page.reload();
    // The reload has begun and its document is held: the old page still runs, and ticks.
    const release = await answer;
    const ticked = new Promise<void>((done) => (tickHeld = done));
    documentPending = true;
    await ticked;
    documentPending = false;
    const failed = page.waitForEvent('requestfailed');
    release();
    await reloading;
    expect((await failed).failure()?.errorText).toBe('net::ERR_ABORTED');
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('reports a request the page aborted itself, with no navigation', async () => {
    const { page, problems } = await openHeld();
    const failed = page.waitForEvent('requestfailed');
    await page.evaluate(() => (window as unknown as { held: AbortController }).held.abort());
    await failed;
    expect(problems.errors).toEqual([`requestfailed: ${url}held net::ERR_ABORTED`]);
    await page.close();
  });
});
