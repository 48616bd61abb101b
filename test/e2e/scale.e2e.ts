import { describe, expect, it } from 'vitest';
import { watchPage, useBuiltApp } from './browser.ts';
import { openExample, visibleRows, generateItems } from './studio-helpers.ts';

describe('a million items', () => {
  const env = useBuiltApp();

  it('are generated and analysed in the worker; the page only ever receives windows of rows', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const status = page.getByRole('status', { name: 'Analysis' });

    await generateItems(page, 333334, '1,000,024', 600_000);
    await page.locator('[role="rowheader"]').first().waitFor();
    expect(await status.getAttribute('data-worker-runs')).toBe('1');
    // The items stayed in the worker: the page holds none of the generated ones and has
    // received only windows of rows, never the items or the analysis.
    expect(Number(await status.getAttribute('data-page-items'))).toBeLessThan(100);
    expect(Number(await status.getAttribute('data-rows-received'))).toBeLessThan(2_000);
    expect(await page.locator('[role="table"] [role="row"]').count()).toBeLessThanOrEqual(61);
    const counts = (await page.locator('#view-counts').textContent()) ?? '';
    // Generated references collide now and then: a few items overwrite others.
    const live = Number(/([\d,]+) items/.exec(counts)?.[1]?.replaceAll(',', ''));
    expect(live).toBeGreaterThan(990_000);

    // A template edit is a small message; the worker re-keys and the view follows.
    await page
      .getByRole('textbox', { name: 'PK template for Game', exact: true })
      .fill('MATCH#${gameId}');
    await page.locator('[data-worker-runs="2"]').waitFor({ timeout: 600_000 });
    await page.getByRole('searchbox', { name: 'Jump to partition key' }).fill('MATCH#');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.locator('[role="rowheader"][data-collection^="MATCH#"]').first().waitFor();
    const rows = await visibleRows(page);
    expect(
      rows.some((r) => r.kind === 'item' && r.entity === 'Game' && r.pk.startsWith('MATCH#'))
    ).toBe(true);
    expect(Number(await status.getAttribute('data-page-items'))).toBeLessThan(100);
    expect(Number(await status.getAttribute('data-rows-received'))).toBeLessThan(4_000);

    // Scrolling to the end of a list taller than the browser's element-height cap works:
    // the spacer is capped and the last rows come into view.
    const spacer = await page.locator('[role="table"]').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
      return (el.lastElementChild as HTMLElement).offsetHeight;
    });
    expect(spacer).toBeLessThanOrEqual(15_000_000);
    const rowCount = Number(await page.locator('[role="table"]').getAttribute('aria-rowcount'));
    await page.locator(`[role="row"][aria-rowindex="${rowCount}"]`).waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  }, 1_200_000);
});
