// Remakes docs/studio.png, the README's picture of the studio, with the e2e tests' own tooling:
// the build in dist/ served by `vite preview` (test/e2e/browser.ts), in the Chromium that
// scripts/ensure-chromium.mjs finds, with the tests' flags. `npm run screenshot` builds first.
//
// What it shows: the gaming example's table view in the light theme, a 1600×1000 window drawn at
// 0.8 device pixels per CSS pixel, so the picture is 1280×800 and small enough for the README,
// with the first game's item selected, so the inspector describes it.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, PAGE_WAIT_MS, serveBuiltApp } from '../test/e2e/browser.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, process.argv[2] ?? 'docs/studio.png');

if (!existsSync(resolve(root, 'dist/index.html')))
  throw new Error(
    'dist/index.html is missing: run `npm run build` first (npm run screenshot does).'
  );
const chromiumPath = execFileSync(
  process.execPath,
  [resolve(root, 'scripts/ensure-chromium.mjs')],
  {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit']
  }
)
  .trim()
  .split('\n')
  .at(-1)!;

const app = await serveBuiltApp();
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    viewport: { width: 1600, height: 1000 },
    deviceScaleFactor: 0.8,
    colorScheme: 'light',
    reducedMotion: 'reduce'
  });
  context.setDefaultTimeout(PAGE_WAIT_MS);
  const page = await context.newPage();
  await page.goto(`${app.url}#example=gaming`);
  await page.locator('[role="table"] [role="row"][aria-rowindex="3"] button.open').click();
  await page
    .getByRole('region', { name: 'Item' })
    .getByText('#METADATA#0ab37cf1')
    .first()
    .waitFor();
  // Nothing focused or hovered: the picture shows the studio at rest.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Every web font loaded and the last change painted.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await page.screenshot({ path: out, animations: 'disabled', caret: 'hide' });
  console.log(`${out}: ${Math.round(statSync(out).size / 1024)} KB`);
} finally {
  await browser.close();
  await app.close();
}
