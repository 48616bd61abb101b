import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  findUnnamedControls,
  seriousA11yViolations,
  useBuiltApp,
  PAGE_WAIT_MS,
  watchPage,
  type PageProblems
} from './browser.ts';
import { readFileSync } from 'node:fs';
import { SHOP_DESIGN } from '../helpers/shop-design.ts';
import { gamingWithItems, generateItems } from './studio-helpers.ts';

/** Open the online shop whose busy customer is hot, from its file, at 1280×720. */
async function openShop(
  env: ReturnType<typeof useBuiltApp>
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(env.app.url);
  await page.getByLabel(/Open a design file/).setInputFiles({
    name: 'shop-hot-customer.json',
    mimeType: 'application/json',
    buffer: readFileSync(SHOP_DESIGN)
  });
  await page.locator('[role="table"] [role="row"]').first().waitFor();
  await page.getByRole('tab', { name: 'Heat' }).click();
  await page.getByTestId('heat-peak').waitFor();
  return { page, problems };
}

async function open(
  browser: Browser,
  url: string,
  colorScheme: 'light' | 'dark' = 'light'
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, colorScheme });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(url);
  await page.locator('[role="table"] [role="row"]').first().waitFor();
  return { page, problems };
}

/** The peak key's share of a partition the heat view's summary shows, as a number. */
async function peak(page: Page): Promise<number> {
  const text = (await page.getByTestId('heat-peak').textContent()) ?? '';
  return Number(text.replace(/[%,]/g, ''));
}

describe('the heat view', () => {
  const env = useBuiltApp();

  it('set a workload, see the heat map and the hot key, preview and apply the fix, see the peak drop; undo is one step', async () => {
    const { page, problems } = await open(env.browser, `${env.app.url}#example=gaming`);
    await page.getByRole('tab', { name: 'Heat' }).click();
    await page.getByTestId('heat-summary').waitFor();
    expect(await peak(page)).toBeLessThan(100);
    // The workload: players pile into a few popular games.
    await page
      .getByRole('spinbutton', { name: 'Requests per second of “Find all users in a game”' })
      .fill('2000');
    await page
      .getByRole('spinbutton', { name: 'Requests per second of “Find all users in a game”' })
      .press('Tab');
    await page
      .getByRole('combobox', { name: 'Key distribution of reads of “Find all users in a game”' })
      .selectOption('zipf');
    await page
      .getByRole('spinbutton', { name: 'Zipf exponent of reads of “Find all users in a game”' })
      .fill('1.2');
    await page
      .getByRole('spinbutton', { name: 'Zipf exponent of reads of “Find all users in a game”' })
      .press('Tab');
    await page
      .getByRole('spinbutton', { name: 'Writes per second of UserGameMapping' })
      .fill('3000');
    await page
      .getByRole('spinbutton', { name: 'Writes per second of UserGameMapping' })
      .press('Tab');
    await page
      .getByRole('combobox', { name: 'Key distribution of writes of UserGameMapping' })
      .selectOption('zipf');
    await page
      .getByRole('spinbutton', { name: 'Zipf exponent of writes of UserGameMapping' })
      .fill('1.2');
    await page
      .getByRole('spinbutton', { name: 'Zipf exponent of writes of UserGameMapping' })
      .press('Tab');
    // The hot key: first in the ranked chart, over the ceiling, and on the heat map.
    await page.getByText('— over').first().waitFor();
    expect(await peak(page)).toBe(176);
    const chart = page.getByRole('figure');
    await expect.poll(() => chart.getByRole('button').first().textContent()).toBe('GAME#c6f38a6a');
    const map = page.getByRole('region', { name: /Item collections/ });
    expect(await map.getByRole('listitem').first().textContent()).toMatch(/GAME#c6f38a6a\s*176%/);
    await page
      .getByRole('region', { name: /Physical partitions/ })
      .getByRole('listitem')
      .first()
      .waitFor();
    const findings = page.getByText(
      /partition key "GAME#c6f38a6a" needs 1,586 write units per second/
    );
    expect(await findings.count()).toBeGreaterThan(0);
    // The fix, previewed in place, then applied.
    await chart.getByRole('button', { name: 'GAME#c6f38a6a' }).click();
    // Sharding leaves the key under its ceiling but makes the game's players a scatter-gather:
    // its title says so.
    const fix = page.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        name: 'Shard UserGameMapping’s PK 6 ways, by a hash of username — multiplies “Find all users in a game” into 6 Queries'
      })
    });
    await fix.getByRole('button', { name: 'Preview' }).click();
    await fix
      .getByRole('status')
      .getByText(/table battle-royale: GAME#c6f38a6a#\d 57%/)
      .waitFor();
    expect(await peak(page)).toBe(176);
    await fix.getByRole('button', { name: 'Apply fix' }).click();
    await expect.poll(() => peak(page)).toBeLessThan(100);
    expect(await page.getByText('— over').count()).toBe(0);
    // One undoable edit: undo brings the hot key back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => peak(page)).toBe(176);
    // The table view's collection headers carry the heat too.
    await page.getByRole('tab', { name: 'Items' }).click();
    await page
      .locator('[data-collection="GAME#c6f38a6a"]')
      .getByText('176% of a partition — throttled')
      .waitFor();
    // So do the graph's nodes: the entity whose items are in the hot key, in number and words.
    await page.getByRole('tab', { name: 'Graph' }).click();
    const mapping = page.locator('[data-node="UserGameMapping"]');
    await mapping.locator('.node-heat').getByText('176%').waitFor();
    expect(await mapping.getAttribute('aria-label')).toMatch(
      /under the workload its hottest key needs 176% of one partition's throughput, throttled/
    );
    expect(await page.locator('[data-node="User"] .node-heat').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('the what-if slider scales the load; the library keyed by language is hot on English', async () => {
    const { page, problems } = await open(env.browser, `${env.app.url}#example=library-language`);
    await page.getByRole('tab', { name: 'Heat' }).click();
    await page.getByTestId('heat-peak').waitFor();
    expect(await peak(page)).toBe(114);
    await page.getByRole('slider', { name: /What if the traffic were/ }).fill('-0.3');
    await expect.poll(() => peak(page)).toBe(57);
    await page.getByRole('button', { name: 'Back to the workload' }).click();
    await expect.poll(() => peak(page)).toBe(114);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('for a design the worker holds, the worker computes the heat, and previews and applies a fix', async () => {
    const { page, problems } = await open(env.browser, `${env.app.url}#example=library-language`);
    await generateItems(page, 25_000, '25,008');
    await page.getByRole('tab', { name: 'Heat' }).click();
    await page.getByTestId('heat-peak').waitFor();
    const summary = await page.getByTestId('heat-summary').textContent();
    expect(summary).toMatch(/hottest key/);
    // Spread over the generated languages, no key is near its ceiling: ask for the top key's fixes.
    await page.getByRole('figure').getByRole('button').first().click();
    await page.getByRole('button', { name: 'Preview' }).first().click();
    await page.getByText(/After the fix/).waitFor();
    const before = await peak(page);
    await page.getByRole('button', { name: 'Apply fix' }).first().click();
    await expect.poll(() => peak(page)).not.toBe(before);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  /**
   * The gaming example with 45,022 generated items, the Heat tab open: the page's memory worker
   * touches the first heat's memory on another core while the analysis worker analyses it
   * (WarmMemory), and the page relays it.
   */
  async function generatedWithHeat() {
    const opened = await gamingWithItems(env.browser, env.app.url, 15_000, '45,022');
    await opened.page.getByRole('tab', { name: 'Heat' }).click();
    await opened.page.getByTestId('heat-peak').waitFor();
    return opened;
  }

  it('for a generated design, the memory touched for its first heat reaches the analysis worker', async () => {
    const { page, problems, workers } = await generatedWithHeat();
    // The buffers arrive on the analysis worker's own thread: wait for its mark, not the heat.
    const received = async (): Promise<number[]> => {
      const marks = await Promise.all(
        workers
          .filter((w) => w.url().includes('analysis.worker'))
          .map((w) =>
            w.evaluate(() =>
              performance
                .getEntriesByName('keyscope:memory-received')
                .map((m) => (m as PerformanceMark).detail as number)
            )
          )
      );
      return marks.flat();
    };
    await expect.poll(received, { timeout: PAGE_WAIT_MS }).toHaveLength(1);
    const bytes = await received();
    // 45,022 items' stored sizes and columns, two views' sinks: megabytes, in one ask.
    expect([bytes.length, (bytes[0] ?? 0) > 4_000_000]).toEqual([1, true]);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  // Left running, it would be torn down when the page is left, on a core the next page needs.
  it('for a generated design, the memory worker ends once it has answered', async () => {
    const { page, problems, workers } = await generatedWithHeat();
    await expect
      .poll(() => workers.filter((w) => w.url().includes('memory.worker')).length, {
        timeout: PAGE_WAIT_MS
      })
      .toBe(1);
    const memory = workers.find((w) => w.url().includes('memory.worker'))!;
    await new Promise<void>((closed) => {
      memory.once('close', () => closed());
      // Already gone before the listener: evaluating in it fails.
      memory.evaluate(() => 0).catch(() => closed());
    });
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('lists the largest collections of the table on the page: the game with five items first', async () => {
    const { page, problems } = await open(env.browser, `${env.app.url}#example=gaming`);
    await page.getByRole('tab', { name: 'Heat' }).click();
    const largest = page.getByRole('region', { name: 'Largest collections' });
    const first = largest.getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toMatch(/GAME#c6f38a6a\s*5\s+items, 478 B/);
    expect(await largest.getByRole('listitem').count()).toBe(10);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('sizes a KEYS_ONLY index’s collections as the index holds them, in the Items view and the largest collections alike', async () => {
    const { page, problems } = await open(env.browser, `${env.app.url}#example=gaming`);
    await page
      .getByRole('combobox', { name: 'View' })
      .selectOption({ label: 'GSI InvertedIndex (SK, PK)' });
    const header = page.locator('[role="rowheader"]').first();
    // ALL: the game's whole item, 114 bytes.
    await expect.poll(() => header.textContent()).toMatch(/#METADATA#0ab37cf1\s*1 item · 114 B/);
    await page
      .getByRole('combobox', { name: /Projection/ })
      .selectOption({ label: 'KEYS_ONLY (table and index keys)' });
    // PK "GAME#0ab37cf1" (2 + 13 bytes) and SK "#METADATA#0ab37cf1" (2 + 18) are all it holds.
    await expect.poll(() => header.textContent()).toMatch(/#METADATA#0ab37cf1\s*1 item · 35 B/);
    await page.getByRole('tab', { name: 'Heat' }).click();
    const largest = page.getByRole('region', { name: 'Largest collections' });
    // Three mappings of ana_k, each PK "GAME#…" (2 + 13) and SK "USER#ana_k" (2 + 10).
    await expect
      .poll(() => largest.getByRole('listitem').first().textContent())
      .toMatch(/USER#ana_k\s*3\s+items, 81 B/);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('lists the largest collections of a design the worker holds, by the same one call', async () => {
    const { page, problems } = await open(env.browser, `${env.app.url}#example=library-language`);
    await generateItems(page, 25_000, '25,008');
    await page.getByRole('tab', { name: 'Heat' }).click();
    const largest = page.getByRole('region', { name: 'Largest collections' });
    await largest.getByRole('listitem').first().waitFor();
    expect(await largest.getByRole('listitem').count()).toBe(10);
    expect(await largest.getByRole('listitem').first().textContent()).toMatch(
      /\d[\d,]*\s+items?, /
    );
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('choosing “one hot key” prefills the hottest key and a share in the row, and the numbers change at once', async () => {
    const { page, problems } = await openShop(env);
    expect(await peak(page)).toBe(219);
    const row = page.getByRole('group', { name: 'Customer profile' });
    await row
      .getByRole('combobox', { name: 'Key distribution of reads of “Customer profile”' })
      .selectOption('hot');
    const key = row.getByRole('textbox', { name: 'Hot key of reads of “Customer profile”' });
    const share = row.getByRole('spinbutton', {
      name: 'Share of reads of “Customer profile” on the hot key, percent'
    });
    expect(await key.inputValue()).toBe('CUSTOMER#cust-000008i');
    expect(await share.inputValue()).toBe('50');
    // Half of its 3,000 requests on the hot key, not the Zipf third: 533 more × ½ unit.
    await expect.poll(() => peak(page)).toBe(228);
    expect(await page.getByRole('alert').count()).toBe(0);
    // A key left empty is refused next to the field, in its row.
    await key.fill('');
    await key.press('Tab');
    await row
      .getByRole('alert')
      .getByText(/cannot be empty/)
      .waitFor();
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('the shop’s busy customer: the fix ranked first brings the peak under the ceiling with every pattern answered; one that breaks a pattern says so', async () => {
    const { page, problems } = await openShop(env);
    const fixes = page.getByRole('region', { name: /^Fixes/ });
    // The page tries the fixes one task each, then ranks them: wait until all are tried.
    await fixes.locator('ol[aria-busy="false"]').waitFor();
    const titles = await fixes.getByRole('heading', { level: 4 }).allTextContents();
    expect(titles[0]).toBe('Move “Track an order” to a new index on orderId');
    expect(titles).toContain(
      'Key Order by customerId and placedAt — breaks “Orders of a customer, newest first”'
    );
    expect(titles).toContain('Cache reads of CUSTOMER#cust-000008i (outside the table’s design)');
    // The breaking fix's preview names what it breaks, pattern by pattern.
    const breaking = fixes.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: /^Key Order by customerId and placedAt/ })
    });
    await breaking.getByRole('button', { name: 'Preview' }).click();
    const broken = breaking.getByRole('list', { name: 'Access patterns after the fix' });
    await broken
      .getByText('“Orders of a customer, newest first”: broken: it returns no items')
      .waitFor();
    // The first: under the ceiling, every pattern answered, then applied as one edit.
    const first = fixes.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: titles[0]! })
    });
    await first.getByRole('button', { name: 'Preview' }).click();
    await first.getByText('Under the ceiling, every access pattern answered as before.').waitFor();
    const after = first.getByRole('list', { name: 'Access patterns after the fix' });
    expect(await after.getByRole('listitem').allTextContents()).toEqual([
      '“Customer profile”: answered as one Query',
      '“Orders of a customer, newest first”: answered as one Query',
      '“Track an order”: answered as one Query',
      '“Items of an order”: answered as one Query'
    ]);
    await first.getByRole('button', { name: 'Apply fix' }).click();
    await expect.poll(() => peak(page)).toBeLessThan(100);
    expect(await page.getByText('— over').count()).toBe(0);
    // Every access pattern still answers, as the editor's patterns panel runs them.
    expect(await page.getByText(/^Broken:/).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'axe finds no serious or critical problem on the heat view in the %s theme, and every control is named',
    async (scheme) => {
      const { page } = await open(env.browser, `${env.app.url}#example=library-language`, scheme);
      await page.getByRole('tab', { name: 'Heat' }).click();
      await page.getByTestId('heat-peak').waitFor();
      await page.getByRole('button', { name: 'Preview' }).first().click();
      await page.getByText(/After the fix/).waitFor();
      expect({ scheme, v: await seriousA11yViolations(page) }).toEqual({ scheme, v: [] });
      expect(await findUnnamedControls(page)).toEqual([]);
      await page.context().close();
    }
  );
});
