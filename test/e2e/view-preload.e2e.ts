// The graph's and heat's own chunks load once the first screen has settled, before either tab
// is opened (src/main.ts, preloadViews), so a first opening does not fetch and evaluate them in
// the click's task.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_WAIT_MS, useBuiltApp, watchPage } from './browser.ts';

/** In the page: when each script was requested, by file name. */
const RECORD = (): void => {
  const w = window as unknown as { __requested: Map<string, number> };
  w.__requested = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const file = e.name.split('/').pop() ?? '';
      if (file.endsWith('.js')) w.__requested.set(file.replace(/-[\w-]+\.js$/, ''), e.startTime);
    }
  }).observe({ type: 'resource', buffered: true });
};

/** Waits until the page has requested both view chunks; when each was, and when rows painted. */
async function preloaded(page: Page): Promise<{ graph: number; heat: number; painted: number }> {
  await page.waitForFunction(
    () => {
      const r = (window as unknown as { __requested: Map<string, number> }).__requested;
      return r.has('GraphView') && r.has('HeatView');
    },
    null,
    { timeout: PAGE_WAIT_MS }
  );
  return page.evaluate(() => {
    const r = (window as unknown as { __requested: Map<string, number> }).__requested;
    return {
      graph: r.get('GraphView')!,
      heat: r.get('HeatView')!,
      painted: performance.getEntriesByName('keyscope:rows-painted')[0]?.startTime ?? Infinity
    };
  });
}

describe('the views load their own chunks once the first screen has settled', () => {
  const built = useBuiltApp();

  it('both chunks are requested after the first rows painted, with no tab opened', async () => {
    const context = await built.browser.newContext();
    await context.addInitScript(RECORD);
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(`${built.app.url}#example=gaming`);
    const at = await preloaded(page);
    expect(at.graph).toBeGreaterThan(at.painted);
    expect(at.heat).toBeGreaterThan(at.painted);
    expect(await page.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe(
      'true'
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('Heat then opens with its chunk unreachable: it was loaded already', async () => {
    // No service worker, so the page's own requests are the ones `route` sees.
    const context = await built.browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(RECORD);
    const page = await context.newPage();
    await page.goto(`${built.app.url}#example=gaming`);
    await preloaded(page);
    await page.route(/\/HeatView-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('tab', { name: 'Heat' }).click();
    await page.getByTestId('heat-peak').waitFor({ timeout: PAGE_WAIT_MS });
    expect(await page.getByText('The heat view could not be loaded').count()).toBe(0);
    await context.close();
  });
});
