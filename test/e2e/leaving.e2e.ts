// Leaving the page: the studio ends its analysis worker at `beforeunload`, before the next page
// is asked for, so that worker's heap is torn down while that page loads rather than while it is
// made. A page may stay after all (a load stopped, a navigation that came to nothing): the
// studio then works as before, from a new worker.
import type { Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltApp } from './browser.ts';
import { gamingWithItems } from './studio-helpers.ts';

const isAnalysis = (w: Worker) => w.url().includes('analysis.worker');

describe('a page that stays after it was being left', () => {
  const env = useBuiltApp();

  /**
   * The gaming example with 45,022 generated items (analysed in the worker), then told it is
   * being left, as a reload or a link would: resolves once the analysis worker has ended.
   */
  async function leftWithItems() {
    const opened = await gamingWithItems(env.browser, env.app.url, 15_000, '45,022');
    const { page, workers } = opened;
    const analysis = workers.filter(isAnalysis);
    expect(analysis).toHaveLength(1);
    const ended = new Promise<void>((done) => analysis[0]!.once('close', () => done()));
    await page.evaluate(() => dispatchEvent(new Event('beforeunload')));
    await ended;
    return opened;
  }

  it('shows the rows scrolled to from a new worker, the analysis restored', async () => {
    const { page, problems, workers } = await leftWithItems();
    const table = page.locator('[role="table"]');
    await table.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
    });
    const rowCount = Number(await table.getAttribute('aria-rowcount'));
    await page.locator(`[role="row"][aria-rowindex="${rowCount}"]`).waitFor();
    const status = page.getByRole('status', { name: 'Analysis' });
    expect([workers.filter(isAnalysis).length, await status.textContent()]).toEqual([
      2,
      expect.stringContaining('45,022 items, analysed in a background worker.')
    ]);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('analyses an edit made after it in a new worker', async () => {
    const { page, problems, workers } = await leftWithItems();
    await page
      .getByRole('textbox', { name: 'PK template for Game', exact: true })
      .fill('MATCH#${gameId}');
    await page.locator('[data-worker-runs="2"]').waitFor();
    await page.getByRole('searchbox', { name: 'Jump to partition key' }).fill('MATCH#');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.locator('[role="rowheader"][data-collection^="MATCH#"]').first().waitFor();
    expect(workers.filter(isAnalysis)).toHaveLength(2);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});
