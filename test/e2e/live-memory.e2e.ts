// The crash case, in a Chromium whose heap is small enough to fill: a 64 MiB old generation
// (`--max-old-space-size=64`, which the page reports as a 177 MB limit) against the synthetic
// 2,000,000-item table. Loaded past what it can hold, this tab dies: one Scan at about 150,000
// items, two sets with their designs inferred at about 52,600. The app reads the limit from the
// browser, offers no more than the tab can hold without the user's explicit choice, and a load
// nearing the limit stops itself, keeps what it read and says so, however many sets come after.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tabCapacity } from '../../src/core/reading/tab-capacity.ts';
import { startSyntheticTable, syntheticDescription } from '../live/synthetic-table.ts';
import { watchPage } from './browser.ts';
import { useLiveApp } from './live-app.ts';
import { dialog, text } from './live-helpers.ts';

const spec = { name: 'orders', items: 2_000_000, seed: 1 } as const;
const live = useLiveApp(() => startSyntheticTable(spec), ['--js-flags=--max-old-space-size=64']);

/** Five Scans at the most the dialog offers: about 68,000 items, past both crashes above. */
const SETS = 5;

const notice = (page: Page) => page.getByRole('status', { name: 'Live result set' });

/** Open the Load dialog of `orders` (connecting first, the first time). */
async function loadDialog(page: Page, first: boolean): Promise<void> {
  if (first) {
    await page.getByRole('button', { name: 'Connect…' }).click();
    await dialog(page).getByRole('button', { name: 'Connect', exact: true }).click();
  } else {
    await page.getByRole('tab', { name: 'Live' }).click();
    await page.getByRole('button', { name: 'Load another table…' }).click();
  }
  await dialog(page).getByRole('radio', { name: 'orders', exact: true }).check();
  await dialog(page).getByRole('heading', { name: 'Table orders' }).waitFor();
}

/** What the dialog says the tab can hold, as a number. */
async function offered(page: Page): Promise<number> {
  const note = await text(dialog(page).getByLabel(/What this tab can hold|More than this tab/));
  const about = /about ([\d,]+)/.exec(note)?.[1];
  if (!about) throw new Error(`no capacity in "${note}"`);
  return Number(about.replace(/,/g, ''));
}

describe('live loads in a small heap', () => {
  it("offers what the browser's own heap limit holds, and asks before more", async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(live.app.url);
    await loadDialog(page, true);
    const memory = await page.evaluate(() => ({
      heapLimitBytes: (performance as unknown as { memory: { jsHeapSizeLimit: number } }).memory
        .jsHeapSizeLimit,
      ...((navigator as { deviceMemory?: number }).deviceMemory
        ? { deviceMemoryGb: (navigator as { deviceMemory?: number }).deviceMemory! }
        : {})
    }));
    // The small heap is what the app goes by: about 177 MB here, where a tab's default is 4 GB.
    expect(memory.heapLimitBytes).toBeLessThan(512 * 1024 ** 2);
    const table = syntheticDescription(spec).Table as { TableSizeBytes: number; ItemCount: number };
    const want = tabCapacity(memory, table.TableSizeBytes / table.ItemCount).items;
    expect(await offered(page)).toBe(want);
    // The default cap (100,000) is more than that: Load waits for a lower cap or the choice.
    const load = dialog(page).getByRole('button', { name: 'Load', exact: true });
    expect(await load.isDisabled()).toBe(true);
    await dialog(page).getByLabel('At most (items)').fill(String(want));
    expect(await load.isEnabled()).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('stops each load near what the tab can hold, and the tab lives with every set', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const problems = await watchPage(page);
    let crashed = false;
    page.on('crash', () => (crashed = true));
    await page.goto(live.app.url);
    for (let set = 0; set < SETS; set++) {
      await loadDialog(page, set === 0);
      await dialog(page)
        .getByLabel('At most (items)')
        .fill(String(await offered(page)));
      await dialog(page).getByRole('button', { name: 'Load', exact: true }).click();
      await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
      // This set's read has ended when the notice over the views says so (naming the others)…
      const others = set === 0 ? 'The Live tab' : `${set} other sets? in the Live tab`;
      await expect
        .poll(() => text(notice(page)))
        .toMatch(new RegExp(`^Scan of orders — (partial|complete): .*${others}$`));
      // …and its design is inferred (the worker's peak) when the studio shows that design.
      await expect.poll(() => text(page.getByRole('banner'))).toMatch(/— inferred design/);
    }
    // The later loads stopped themselves, kept what they read and said why.
    expect(await text(notice(page))).toMatch(
      /^Scan of orders — partial: [\d,]+ of ≈2,000,000 items \(stopped near what this tab can hold\)/
    );
    // Every set is still there, and the first still shows its items: the worker holding them lives.
    await page.getByRole('tab', { name: 'Live' }).click();
    const sets = page.getByRole('region', { name: 'Result sets' });
    expect(await sets.getByRole('listitem').count()).toBe(SETS);
    await sets.getByRole('button', { name: 'Scan of orders', exact: true }).first().click();
    await expect
      .poll(() => text(notice(page)))
      .toMatch(/^Scan of orders — partial: [\d,]+ of ≈2,000,000 items \(stopped at the item cap\)/);
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    expect(crashed).toBe(false);
    // A load that stops itself aborts the request it had sent ahead for its next page (Stop takes
    // effect within a page), unless that answer was already in: those aborts are the stops'.
    const stopped = `requestfailed: ${live.endpoint.url}/ net::ERR_ABORTED`;
    expect(problems.errors.filter((e) => e !== stopped)).toEqual([]);
    await context.close();
  });
});
