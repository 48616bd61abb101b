// The steps the live e2e files on the gaming example's battle-royale table share: a fresh page of
// the app at 1280×720 (watched for errors), the check that it stayed clean, the live set's line
// over the views, and connecting to the embedded table with battle-royale described.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchPage, type PageProblems, type ServedApp } from './browser.ts';
import { dialog } from './live-helpers.ts';

/** The shared steps, over `live` (read when a step runs, after `useLiveApp`'s beforeAll). */
export function battleRoyalePages(live: { readonly browser: Browser; readonly app: ServedApp }) {
  return {
    /** A fresh context's page at the app (with `hash`), its problems watched. */
    async open(hash = ''): Promise<{ page: Page; problems: PageProblems }> {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      const problems = await watchPage(page);
      await page.goto(live.app.url + hash);
      return { page, problems };
    },
    /** No error and no CSP violation on the page; then its context is closed. */
    async clean(page: Page, problems: PageProblems): Promise<void> {
      expect(problems.errors).toEqual([]);
      expect(await problems.cspViolations()).toEqual([]);
      await page.context().close();
    },
    /** The live set's line over every view. */
    notice: (page: Page) => page.getByRole('status', { name: 'Live result set' }),
    /** Connect to the embedded table (the default choice) and describe battle-royale. */
    async connect(page: Page): Promise<void> {
      await page.getByRole('button', { name: 'Connect…' }).click();
      await dialog(page).getByRole('button', { name: 'Connect', exact: true }).click();
      await dialog(page).getByRole('radio', { name: 'battle-royale', exact: true }).check();
      await dialog(page).getByRole('heading', { name: 'Table battle-royale' }).waitFor();
    }
  };
}
