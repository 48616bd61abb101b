// When the built app registers its offline cache: only once the first screen is open and every
// part deferred behind it built, never among its first frames (src/main.ts, whenSettled), and
// once the page has then been quiet for OFFLINE_QUIET_MS (whenQuiet).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltApp, watchPage } from './browser.ts';
import { OFFLINE_QUIET_MS } from '../../src/ui/offline-quiet-ms.ts';

/** What the page held when it called `navigator.serviceWorker.register`. */
interface AtRegistration {
  /** The text of every heading, button and disclosure. */
  texts: string[];
  /** Table rows in the DOM. */
  rows: number;
  /** `keyscope:rows-painted` marks made. */
  rowsPainted: number;
  /** ms since the last input or change to the document (as pageActivity tells of them). */
  quietFor: number;
}

/** Records, in the page, what it holds the moment it registers a service worker. */
const RECORD = (): void => {
  const w = window as unknown as { __atRegistration?: AtRegistration };
  // Listening before the app does (on the window, in capture; this observer made first, so told
  // first), this time is never later than the one the app's wait counts from.
  let last = performance.now();
  const active = (): void => void (last = performance.now());
  for (const type of ['keydown', 'pointerdown', 'wheel', 'touchstart'])
    window.addEventListener(type, active, { capture: true });
  new MutationObserver(active).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true
  });
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
    w.__atRegistration ??= {
      texts: [...document.querySelectorAll('h1, h2, h3, h4, button, summary')].map(
        (e) => e.textContent?.trim() ?? ''
      ),
      rows: document.querySelectorAll('[role="table"] [role="row"]').length,
      rowsPainted: performance.getEntriesByName('keyscope:rows-painted').length,
      quietFor: performance.now() - last
    };
    return register.apply(this, args);
  };
};

/**
 * Opens `url` in a new context (no service worker yet), does `act` there, and returns what
 * registration saw.
 */
async function registrationOf(
  browser: Browser,
  url: string,
  act: (page: Page) => Promise<void> = async () => {}
): Promise<{ at: AtRegistration; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(RECORD);
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(url);
  await act(page);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const at = await page.evaluate(
    () => (window as unknown as { __atRegistration: AtRegistration }).__atRegistration
  );
  expect(problems.errors).toEqual([]);
  return { at, page };
}

describe('the offline cache registers after the first screen', () => {
  const built = useBuiltApp();

  it('an address into an example: after the table painted its rows and the editor and inspector are built', async () => {
    const { at, page } = await registrationOf(built.browser, `${built.app.url}#example=gaming`);
    expect(at.rowsPainted).toBeGreaterThan(0);
    expect(at.rows).toBeGreaterThan(0);
    // The last parts built behind the table, in each pane (Deferred).
    expect(at.texts).toEqual(
      expect.arrayContaining([
        'Key templates · battle-royale',
        'Add entity',
        'Generate items',
        'Add an item',
        expect.stringMatching(/^Findings \(/)
      ])
    );
    await page.context().close();
  });

  it('the start screen: after its examples, library and lessons are built', async () => {
    const { at, page } = await registrationOf(built.browser, built.app.url);
    expect(at.texts).toEqual(
      expect.arrayContaining(['Your designs', 'Gaming (AWS workshop)', 'Lessons'])
    );
    await page.context().close();
  });

  it('a click from the start screen into the studio: once nothing was typed, clicked or changed in the page for OFFLINE_QUIET_MS', async () => {
    const { at, page } = await registrationOf(built.browser, built.app.url, async (page) => {
      await page.getByRole('button', { name: 'Gaming (AWS workshop)', exact: true }).click();
      await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    });
    expect(at.quietFor).toBeGreaterThanOrEqual(OFFLINE_QUIET_MS);
    await page.context().close();
  });

  it('a reload before the page was ever quiet: nothing is registered as the page unloads, for the next page to share the cores with', async () => {
    const context = await built.browser.newContext({ viewport: { width: 1280, height: 720 } });
    // Each registration's visibility, kept where the next page can read it.
    await context.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
        const before = localStorage.getItem('e2e:registered-while');
        const now = document.visibilityState;
        localStorage.setItem('e2e:registered-while', before ? `${before} ${now}` : now);
        return register.apply(this, args);
      };
    });
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(built.app.url);
    await page.getByRole('button', { name: 'Gaming (AWS workshop)', exact: true }).click();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    await page.reload();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    const registered = await page.evaluate(() => localStorage.getItem('e2e:registered-while'));
    expect(registered ?? '').not.toContain('hidden');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
