import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  findUnnamedControls,
  seriousA11yViolations,
  useBuiltApp,
  watchPage,
  type PageProblems
} from './browser.ts';
import { generateItems } from './studio-helpers.ts';

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
    const fix = page.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        name: 'Shard UserGameMapping’s PK 6 ways, by a hash of username'
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
