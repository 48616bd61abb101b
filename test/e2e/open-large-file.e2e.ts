// Opening a large design file in the built studio: the file goes to the worker, which reads,
// decodes and validates it with progress; Cancel stops it and leaves the open design; the
// next open completes, is analysed and saved — and no main-thread task meanwhile is longer
// than LONG_TASK_MS (PerformanceObserver 'longtask').
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeDesignFile, type LargeDesignFile } from '../helpers/large-design-file.ts';
import { useBuiltApp, watchPage } from './browser.ts';
import { openExample, showOpenChoices, visibleRows } from './studio-helpers.ts';

/**
 * The longest main-thread task allowed while a file opens: 200 ms. The target is 50 ms,
 * and the open itself (reading, decoding, parsing, validating, analysing, saving) never runs on
 * the page; what the page still does is render the newly opened design, as for any design. On
 * a quiet machine that leaves no task over 50 ms at all, but this one has 2 cores shared with
 * other work, and under load its traces show compositor commits and descheduling stretching
 * single frames to 60–100 ms. 200 ms stays clear of that noise and still fails the page path
 * this replaced, whose tasks at 30 MB last 0.7 s and more (bench:open measures both against
 * 50 ms, docs/benchmarks.md).
 */
const LONG_TASK_MS = 200;
const MB = 30;

interface Task {
  start: number;
  duration: number;
}

/**
 * Records every long task of the page from its first moment, and every text the opening
 * status shows (it changes faster than a test could poll it).
 */
function watchPageWork(): void {
  const tasks: Task[] = [];
  const said: string[] = [];
  Object.defineProperty(window, '__longTasks', { value: tasks });
  Object.defineProperty(window, '__openingSaid', { value: said });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const text = document.querySelector('[role="status"][aria-label="Opening"]')?.textContent;
    if (text && said.at(-1) !== text) said.push(text.trim());
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** What the opening status has said since the last call. */
const openingSaid = (page: Page) =>
  page.evaluate(() => {
    const said = (window as unknown as { __openingSaid: string[] }).__openingSaid;
    return said.splice(0);
  });

const now = (page: Page) => page.evaluate(() => performance.now());
const longTasksSince = (page: Page, from: number) =>
  page.evaluate(
    (t0) =>
      (window as unknown as { __longTasks: Task[] }).__longTasks.filter(
        (t) => t.start + t.duration >= t0
      ),
    from
  );

describe(`a ${MB} MB design file`, () => {
  const env = useBuiltApp();
  let dir = '';
  let file: LargeDesignFile;
  let path = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'keyscope-large-'));
    file = largeDesignFile(MB * 1024 * 1024);
    path = join(dir, `gaming-${MB}mb.json`);
    writeFileSync(path, file.bytes);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens in the worker with progress; Cancel leaves the open design; no long task on the page', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const problems = await watchPage(page);
    await page.addInitScript(watchPageWork);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const rowsBefore = await visibleRows(page);
    const items = file.items.toLocaleString('en');
    const analysis = page.getByRole('status', { name: 'Analysis' });
    const opening = page.getByRole('status', { name: 'Opening' });
    const t0 = await now(page);

    // First open: progress shows (the items validated so far), then Cancel.
    await showOpenChoices(page);
    await page.getByLabel(/Open a design file/).setInputFiles(path);
    // Validating has begun (a test cannot poll for it slower than it comes): Cancel now.
    await page.waitForFunction(
      () => document.querySelector('[data-open-phase="validating"]:not([data-open-done="0"])'),
      null,
      { polling: 'raf', timeout: 60_000 }
    );
    await page.getByRole('button', { name: 'Cancel opening' }).click();
    await opening.waitFor({ state: 'detached' });
    const cancelled = await openingSaid(page);
    expect(cancelled[0]).toMatch(
      new RegExp(`^Opening gaming-${MB}mb\\.json \\([\\d.]+ MB\\) in a background worker: `)
    );
    expect(cancelled.at(-1)).toMatch(new RegExp(`Validating items: [\\d,]+ of ${items}…$`));
    // Longer than the rest of the open would have taken: had it gone on, it would show now.
    await page.waitForTimeout(3000);
    // The open design is as it was: the same rows, the example's items, no error.
    expect(await visibleRows(page)).toEqual(rowsBefore);
    expect(await analysis.textContent()).toMatch(/^22 items, analysed in the page\./);
    expect(await page.getByRole('alert').count()).toBe(0);

    // Second open: completes, is analysed in the worker, shown and saved.
    await showOpenChoices(page);
    await page.getByLabel(/Open a design file/).setInputFiles(path);
    await analysis
      .filter({ hasText: `${items} items, analysed in a background worker.` })
      .waitFor({ timeout: 180_000 });
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    await page.locator('[data-save-state="saved"]').waitFor({ timeout: 120_000 });
    // Progress went through every phase, the items counted up to all of them.
    const said = await openingSaid(page);
    for (const phase of ['Reading', 'Parsing the JSON', 'Checking for keys', 'Validating items'])
      expect(said.some((t) => t.includes(phase))).toBe(true);
    const counts = said
      .map((t) => /Validating items: ([\d,]+) of/.exec(t)?.[1])
      .filter((c): c is string => c !== undefined)
      .map((c) => Number(c.replaceAll(',', '')));
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // The page holds none of the items: they stayed in the worker.
    expect(Number(await analysis.getAttribute('data-page-items'))).toBe(0);
    await page.waitForTimeout(300); // a task ending now is reported a moment later
    const tasks = await longTasksSince(page, t0);
    console.log(
      `long tasks while opening ${MB} MB: ${tasks.map((t) => t.duration.toFixed(0)).join(', ') || 'none'}`
    );
    expect(tasks.filter((t) => t.duration > LONG_TASK_MS)).toEqual([]);

    // A reload reopens it from the library (stored as a Blob the worker wrote), in the worker.
    await page.reload();
    await analysis
      .filter({ hasText: `${items} items, analysed in a background worker.` })
      .waitFor({ timeout: 180_000 });
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    await page.waitForTimeout(300);
    const reopened = await longTasksSince(page, 0);
    console.log(
      `long tasks while reopening: ${reopened.map((t) => t.duration.toFixed(0)).join(', ') || 'none'}`
    );
    expect(reopened.filter((t) => t.duration > LONG_TASK_MS)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('exports a design opened in the worker from the worker: the file has every item', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    const small = largeDesignFile(3 * 1024 * 1024);
    await page.getByLabel(/Open a design file/).setInputFiles({
      name: 'gaming-3mb.json',
      mimeType: 'application/json',
      buffer: small.bytes
    });
    const analysis = page.getByRole('status', { name: 'Analysis' });
    await analysis
      .filter({
        hasText: `${small.items.toLocaleString('en')} items, analysed in a background worker.`
      })
      .waitFor({ timeout: 60_000 });
    expect(Number(await analysis.getAttribute('data-page-items'))).toBe(0);
    await page.getByRole('button', { name: 'Share…' }).click();
    const menu = page.getByRole('dialog', { name: 'Share or export the design' });
    await menu
      .getByRole('combobox', { name: 'Format' })
      .selectOption({ label: 'Keyscope design (JSON)' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('button', { name: 'Download' }).click()
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const exported = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      tables: { items: unknown[] }[];
      entities: { items: unknown[] }[];
    };
    const original = JSON.parse(small.bytes.toString('utf8')) as typeof exported;
    // The same design, item for item (the export is pretty-printed, the file minified).
    expect(exported).toEqual(original);
    // A link of a design this size is refused, by the worker, with the way out.
    await menu.getByRole('button', { name: 'Copy link' }).click();
    await menu
      .getByRole('alert')
      .filter({ hasText: /No link: this design needs a link of/ })
      .waitFor();
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.close();
  }, 120_000);

  it('refuses a large file that is not UTF-8 with the byte offset, as the page does, and keeps the open design', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const rowsBefore = await visibleRows(page);
    const good = largeDesignFile(3 * 1024 * 1024).bytes;
    const at = 2_000_123;
    const bad = Buffer.concat([good.subarray(0, at), Buffer.from([0xff]), good.subarray(at)]);
    await showOpenChoices(page);
    await page.getByLabel(/Open a design file/).setInputFiles({
      name: 'bad-3mb.json',
      mimeType: 'application/json',
      buffer: bad
    });
    const alert = page.getByRole('alert', { name: 'Could not open the file' });
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toContain(
      `the file is not valid UTF-8 at byte offset ${at} (line 1, column ${at + 1}): byte 0xFF`
    );
    expect(await alert.textContent()).toContain('the open design is as it was');
    // The same design (the alert above it leaves room for fewer rows).
    const rowsAfter = await visibleRows(page);
    expect(rowsAfter.length).toBeGreaterThan(5);
    expect(rowsAfter).toEqual(rowsBefore.slice(0, rowsAfter.length));
    expect(await page.getByRole('status', { name: 'Analysis' }).textContent()).toMatch(
      /^22 items, analysed in the page\./
    );
    expect(problems.errors).toEqual([]);
    await page.close();
  }, 120_000);
});
