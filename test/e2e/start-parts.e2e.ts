// The studio's code after the entry comes in parts, imported one after another (src/main.ts,
// config/start-parts.ts). index.html preloads them all, so a first visit fetches them together;
// and a part that does not arrive is said on the page, not left as a blank one.
import { describe, expect, it } from 'vitest';
import { PAGE_WAIT_MS, useBuiltApp } from './browser.ts';

const PARTS = ['studio-state', 'studio-app', 'App'];

describe("the studio's parts", () => {
  const built = useBuiltApp();

  it('are each requested while index.html is parsed, before any module runs', async () => {
    // Module scripts run once the document is parsed (domInteractive). A part the page imports
    // is requested after that, unless index.html's preload asked for it while it was parsed.
    const context = await built.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${built.app.url}#example=gaming`);
    await page
      .locator('[role="table"] [role="rowheader"]')
      .first()
      .waitFor({ timeout: PAGE_WAIT_MS });
    const { parsed, requested } = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domInteractive,
      requested: performance.getEntriesByType('resource').map(
        (e) =>
          [
            e.name
              .split('/')
              .pop()!
              .replace(/-[\w-]{8}\.js$/, ''),
            e.startTime
          ] as const
      )
    }));
    for (const part of PARTS) {
      const at = requested.filter(([name]) => name === part).map(([, time]) => time);
      expect(at, part).toHaveLength(1);
      expect(at[0], part).toBeLessThan(parsed);
    }
    await context.close();
  });

  it('that does not arrive is named on the page, with what to do', async () => {
    const context = await built.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\/App-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${built.app.url}#example=gaming`);
    const said = page.getByText(
      /^Keyscope could not load its code \(.+\)\. Check the connection, then reload the page\.$/
    );
    await said.waitFor({ timeout: PAGE_WAIT_MS });
    expect(await page.locator('[role="table"]').count()).toBe(0);
    await context.close();
  });
});
