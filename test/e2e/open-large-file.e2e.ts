// Opening a large design file in the built studio: the file goes to the worker, which reads,
// decodes and validates it with progress; Cancel stops it (the worker reading it is ended) and
// leaves the open design; the next open completes, is analysed and saved — and the page itself
// never reads the file, nor the copy the library keeps of it. How long the page's own tasks take
// meanwhile depends on the machine, so it is measured by `npm run bench:open`
// (docs/benchmarks.md), not asserted here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeDesignFile, type LargeDesignFile } from '../helpers/large-design-file.ts';
import { useBuiltApp, watchPage } from './browser.ts';
import { openExample, showOpenChoices, visibleRows } from './studio-helpers.ts';

const MB = 30;

/**
 * Records, from the page's first moment: every text the opening status shows (it changes
 * faster than a test could poll it), every read of a large blob on the page, and each worker
 * given a blob and whether it was terminated.
 */
function watchPageWork(): void {
  const said: string[] = [];
  const reads: string[] = [];
  const workers: { given: boolean; terminated: boolean }[] = [];
  Object.defineProperty(window, '__openingSaid', { value: said });
  Object.defineProperty(window, '__largeReads', { value: reads });
  Object.defineProperty(window, '__workers', { value: workers });
  new MutationObserver(() => {
    const text = document.querySelector('[role="status"][aria-label="Opening"]')?.textContent;
    if (text && said.at(-1) !== text) said.push(text.trim());
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });

  // Reading a blob this large on the page would be the open (or the reopen) running there.
  const LARGE = 1024 * 1024;
  for (const name of ['text', 'arrayBuffer', 'bytes', 'stream'] as const) {
    const read = Blob.prototype[name] as ((this: Blob) => unknown) | undefined;
    if (!read) continue;
    Object.defineProperty(Blob.prototype, name, {
      configurable: true,
      value(this: Blob) {
        if (this.size >= LARGE) reads.push(`Blob.${name} of ${this.size} bytes`);
        return read.call(this);
      }
    });
  }
  for (const name of ['readAsText', 'readAsArrayBuffer', 'readAsDataURL'] as const) {
    const read = FileReader.prototype[name] as (this: FileReader, blob: Blob) => void;
    FileReader.prototype[name] = function (this: FileReader, blob: Blob) {
      if (blob.size >= LARGE) reads.push(`FileReader.${name} of ${blob.size} bytes`);
      read.call(this, blob);
    };
  }

  const holdsBlob = (m: unknown, depth = 0): boolean =>
    m instanceof Blob ||
    (depth < 3 &&
      typeof m === 'object' &&
      m !== null &&
      Object.values(m).some((v) => holdsBlob(v, depth + 1)));
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    readonly #seen = { given: false, terminated: false };
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      workers.push(this.#seen);
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
      if (holdsBlob(message)) this.#seen.given = true;
      super.postMessage(message, options as StructuredSerializeOptions);
    }
    override terminate() {
      this.#seen.terminated = true;
      super.terminate();
    }
  };
}

/** What the opening status has said since the last call. */
const openingSaid = (page: Page) =>
  page.evaluate(() => {
    const said = (window as unknown as { __openingSaid: string[] }).__openingSaid;
    return said.splice(0);
  });

/** Every read of a large blob on the page so far. */
const largeReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { __largeReads: string[] }).__largeReads);

/** Each worker given a blob: whether it has been terminated. */
const blobWorkers = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __workers: { given: boolean; terminated: boolean }[] }).__workers
      .filter((w) => w.given)
      .map((w) => w.terminated)
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

  it('opens in the worker with progress; Cancel ends that worker and leaves the open design; the page never reads the file', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const problems = await watchPage(page);
    await page.addInitScript(watchPageWork);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const rowsBefore = await visibleRows(page);
    const items = file.items.toLocaleString('en');
    const analysis = page.getByRole('status', { name: 'Analysis' });
    const opening = page.getByRole('status', { name: 'Opening' });

    // First open: progress shows (the items validated so far), then Cancel. Cancel is pressed in
    // the very task that shows validating under way: a click from the test, with its round trips,
    // could land after the worker (not slowed with the page) had finished, on a busy machine.
    await showOpenChoices(page);
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-open-phase="validating"]:not([data-open-done="0"])'))
          return;
        const cancel = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Cancel opening'
        );
        if (!cancel) return;
        observer.disconnect();
        cancel.click();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByLabel(/Open a design file/).setInputFiles(path);
    await opening.waitFor({ state: 'detached' });
    const cancelled = await openingSaid(page);
    expect(cancelled[0]).toMatch(
      new RegExp(`^Opening gaming-${MB}mb\\.json \\([\\d.]+ MB\\) in a background worker: `)
    );
    expect(cancelled.at(-1)).toMatch(new RegExp(`Validating items: [\\d,]+ of ${items}…$`));
    // The worker reading the file was ended: the cancelled open cannot come back later.
    expect(await blobWorkers(page)).toEqual([true]);
    // The open design is as it was: the same rows, the example's items, no error.
    expect(await visibleRows(page)).toEqual(rowsBefore);
    expect(await analysis.textContent()).toMatch(/^22 items, analysed in the page\./);
    expect(await page.getByRole('alert').count()).toBe(0);

    // Second open: completes, is analysed in the worker, shown and saved.
    await showOpenChoices(page);
    await page.getByLabel(/Open a design file/).setInputFiles(path);
    await analysis
      .filter({ hasText: `${items} items, analysed in a background worker.` })
      .waitFor({ timeout: 600_000 });
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    await page.locator('[data-save-state="saved"]').waitFor();
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
    // The file went to a worker (the cancelled one, and this one, still open), and the page
    // never read it.
    expect(await blobWorkers(page)).toEqual([true, false]);
    expect(await largeReads(page)).toEqual([]);

    // A reload reopens it from the library (stored as a Blob the worker wrote), in the worker.
    await page.reload();
    await analysis
      .filter({ hasText: `${items} items, analysed in a background worker.` })
      .waitFor({ timeout: 600_000 });
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    // …and the page did not read the copy the library keeps either.
    expect(await blobWorkers(page)).toEqual([false]);
    expect(await largeReads(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  }, 1_200_000);

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
      .waitFor();
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
  });

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
    await alert.waitFor();
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
  });
});
