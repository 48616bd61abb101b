// A whole-table profile in Chromium against a real dynalite, as a developer meets it: Connect to
// the embedded table, Profile instead of Load, and the Live tab shows the largest collections of
// the table and its index while the studio keeps the design it had open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../src/core/export/table-items.ts';
import { countedText } from '../../src/core/profile/counted-text.ts';
import { TableProfile } from '../../src/core/profile/table-profile.ts';
import { startDynalite } from '../live/dynalite-server.ts';
import { useLiveApp } from './live-app.ts';
import { example } from '../helpers/example.ts';
import { seriousA11yViolations, watchPage, type PageProblems } from './browser.ts';
import { dialog } from './live-helpers.ts';

const live = useLiveApp(async () => {
  const d = await startDynalite();
  await seedLocalTable(d.seeder, 'public/examples/gaming.json');
  return d;
});

/** The gaming example open, connected to the embedded table, battle-royale profiled to its end. */
async function profiled(
  colorScheme: 'light' | 'dark'
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await live.browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme
  });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(`${live.app.url}#example=gaming`);
  await page.locator('[role="table"] [role="row"]').first().waitFor();
  await page.getByRole('button', { name: 'Connect…' }).click();
  await dialog(page).getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog(page).getByRole('radio', { name: 'battle-royale', exact: true }).check();
  await dialog(page).getByRole('heading', { name: 'Table battle-royale' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('heading', { name: 'Profile of battle-royale' }).waitFor();
  await page.locator('[data-profile-state="complete"]').waitFor();
  return { page, problems };
}

/** A ranking's rows as the page shows them: key, then count. */
async function ranking(page: Page, caption: string): Promise<string[][]> {
  const table = page
    .locator('table')
    .filter({ has: page.locator('caption', { hasText: caption }) });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? ''))
    );
}

/** What the page should show: the seeded items counted straight into a profile, in Node. */
const expected = (() => {
  const analysis = analyzeDesign(example('gaming')).tables[0]!;
  const profile = new TableProfile(analysis.resolved.table);
  for (const item of tableItems(analysis)) profile.add(item);
  return profile.summary(10);
})();
const count = (n: number) => n.toLocaleString('en');

describe('profiling a live table', () => {
  it('shows the largest collections of the table and its index, and keeps the open design', async () => {
    const { page, problems } = await profiled('light');
    await expect
      .poll(async () =>
        (await page.getByRole('status', { name: 'Profile progress' }).textContent())?.trim()
      )
      .toMatch(
        /^22 items, .* read, 4 of 4 segments done, .* complete: every item of every segment read$/
      );
    for (const [i, where] of [
      [0, 'the table battle-royale'],
      [1, 'the index InvertedIndex']
    ] as const)
      expect(await ranking(page, `Largest collections of ${where}, by items`)).toEqual(
        expected.indexes[i]!.byItems.map((h) => [h.key, countedText(h, count)])
      );
    expect(await ranking(page, 'Items per entity of battle-royale')).toEqual(
      expected.entities.map((h) => [h.key, countedText(h, count)])
    );
    // Nothing was loaded: the studio still shows the gaming design it had open.
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('refuses a Load cap past what the tab can hold until the user chooses it, pointing to the profile', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(live.app.url);
    await page.getByRole('button', { name: 'Connect…' }).click();
    await dialog(page).getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog(page).getByRole('radio', { name: 'battle-royale', exact: true }).check();
    await dialog(page).getByRole('heading', { name: 'Table battle-royale' }).waitFor();
    const load = dialog(page).getByRole('button', { name: 'Load', exact: true });
    await expect
      .poll(() => dialog(page).getByLabel('What this tab can hold').textContent())
      .toMatch(
        /^This tab can hold about [\d,]+ items like these, going by the heap limit this browser reports \(\d+\.\d GB\)\.$/
      );
    await dialog(page).getByLabel('At most (items)').fill('150000000');
    await dialog(page).getByLabel('At most (MB)').fill('60000');
    const beyond = dialog(page).getByRole('alert', { name: 'More than this tab can hold' });
    await expect
      .poll(async () => (await beyond.textContent())?.replace(/\s+/g, ' '))
      .toMatch(
        /150,000,000 items is more than this tab can hold: about [\d,]+, going by the heap limit/
      );
    expect(await load.isDisabled()).toBe(true);
    await beyond.getByRole('checkbox', { name: 'Load past what this tab can hold' }).check();
    expect(await load.isEnabled()).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'axe finds no serious or critical problem in the profile, in the %s theme',
    async (scheme) => {
      const { page, problems } = await profiled(scheme);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await page.context().close();
    }
  );
});
