import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, serveBuiltApp } from './browser.ts';
import { openExample } from './studio-helpers.ts';
const app = await serveBuiltApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const [w, h] of [
  [1280, 720],
  [1600, 1000]
]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(app.url);
  await openExample(page, 'Tournament matches (multi-attribute keys)');
  await page.screenshot({ path: `/work/shots/multi-table-${w}.png` });
  const select = page.getByRole('combobox', { name: 'View' });
  console.log(await select.locator('option').allTextContents());
  await select.selectOption({
    label: 'GSI TournamentRegionIndex (tournamentId + region, round + bracket + matchId)'
  });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/shots/multi-gsi-${w}.png` });
  await context.close();
}
await browser.close();
await app.close();
