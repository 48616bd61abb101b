// Every entry point against adversarial input, on the built app in Chromium with real IndexedDB
// (issue 25): links (opened fresh and by a hash change), files, pastes, library records, lesson
// files and links, and workload fields, each a seeded fast-check property over the shapes of
// hostile-inputs.ts. For every input:
// - a message says why nothing opened (or, for a stored record, what loading it found);
// - no uncaught error, console error or CSP violation;
// - the input was read in a worker: a new Worker started for it (Playwright's `worker` event).
//   This stands for "no main-thread task over 50 ms": a longtask observer measures the machine
//   as much as the code, and on a busy CI machine a render can pass 50 ms with nothing of ours
//   in it, so a test on it would fail at random (test/README.md: no test depends on the
//   machine's speed). What keeps long tasks off the page is structural — the decoding, parsing
//   and validating of any input runs in a worker — and that is what is asserted; the longtask
//   figures are measured by a walk and reported beside the closing note;
// - every IndexedDB store, read back, and the open design are as they were.
// Each property prints how many cases it ran.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { importDesignText } from '../../src/core/formats/import-design-text.ts';
import { MAX_RATE } from '../../src/core/workload/workload-problems.ts';
import { decodeShareLink } from '../../src/core/share/decode-share-link.ts';
import { decodeLessonLink, type KnownLesson } from '../../src/core/lessons/decode-lesson-link.ts';
import { loadLessonBytes } from '../../src/core/lessons/load-lesson-bytes.ts';
import { resolveLesson } from '../../src/core/lessons/resolve-lesson.ts';
import { exampleSource } from '../helpers/example-source.ts';
import { openable } from '../../src/ui/open/read-design.ts';
import { useBuiltApp, watchPage, type PageProblems } from './browser.ts';
import {
  hostileBytes,
  hostileLessonBytes,
  hostileLessonLink,
  hostileLink,
  hostileRate,
  hostileText
} from './hostile-inputs.ts';
import { everyStore } from './library-helpers.ts';
import { showOpenChoices } from './studio-helpers.ts';

const SEED = 2025;
const GAME_PK = { name: 'PK template for Game', exact: true } as const;

/** Cases each property ran, printed at the end (for the closing note). */
const ran = new Map<string, number>();
afterAll(() => {
  for (const [property, cases] of ran) console.log(`${property}: ${cases} generated cases`);
});
const count = (property: string, n = 1) => ran.set(property, (ran.get(property) ?? 0) + n);

/** What the user sees of the open design: its title and a key template. */
async function openDesign(page: Page): Promise<string[]> {
  return [
    (await page.locator('.top-bar .title').first().textContent()) ?? '',
    await page.getByRole('textbox', GAME_PK).inputValue()
  ];
}

/**
 * A page with the gaming example open, edited and saved (so the library holds it), the Workers
 * it starts counted, and its problems watched.
 */
async function studioPage(url: string) {
  const { browser } = env;
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const problems = await watchPage(page);
  let workers = 0;
  page.on('worker', () => void workers++);
  await page.goto(`${url}#example=gaming`);
  await page.getByRole('textbox', GAME_PK).fill('SAVED#${gameId}');
  const state = page.getByRole('status', { name: 'Save state' });
  await expect.poll(() => state.getAttribute('data-save-state')).toBe('saved');
  return { context, page, problems, workers: () => workers };
}

/**
 * The "Could not open" alert for `label` (a design's, or `name` another's): it names the input
 * and lists at least one finding.
 */
async function refused(
  page: Page,
  label: string,
  name = 'Could not open the file'
): Promise<Locator> {
  const alert = page.getByRole('alert', { name });
  await alert.getByRole('heading', { name: `Could not open ${label}`, exact: true }).waitFor();
  expect(await alert.getByRole('listitem').count()).toBeGreaterThan(0);
  return alert;
}

async function clean(problems: PageProblems): Promise<void> {
  expect(problems.errors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
}

const env = useBuiltApp();

describe('every entry point refuses adversarial input: a message, no error, read in a worker, nothing changed', () => {
  it('share links, opened by a hash change', async () => {
    const { context, page, problems, workers } = await studioPage(env.app.url);
    await fc.assert(
      fc.asyncProperty(hostileLink, async ([what, make]) => {
        const link = await make();
        // The oracle: core's own decoder refuses it (else the generator is wrong, not the app).
        expect(openable(await decodeShareLink(link), 'the link').ok, what).toBe(false);
        const [stores, design, started] = [
          await everyStore(page),
          await openDesign(page),
          workers()
        ];
        await page.evaluate((hash) => (location.hash = hash), link);
        const alert = await refused(page, 'the link');
        expect(workers(), what).toBeGreaterThan(started);
        expect(await everyStore(page), what).toBe(stores);
        expect(await openDesign(page), what).toEqual(design);
        await alert.getByRole('button', { name: 'Dismiss' }).click();
        // Back to no link, so the next one is a change even if it is the same.
        await page.evaluate(() => (location.hash = ''));
        await clean(problems);
        count('link (hash change)');
      }),
      { seed: SEED, numRuns: 20 }
    );
    await context.close();
  });

  it('share links, opened fresh (a new tab on the link)', async () => {
    const { context, page, problems } = await studioPage(env.app.url);
    await fc.assert(
      fc.asyncProperty(hostileLink, async ([what, make]) => {
        const link = await make();
        const stores = await everyStore(page);
        const tab = await context.newPage();
        const tabProblems = await watchPage(tab);
        let started = 0;
        tab.on('worker', () => void started++);
        await tab.goto(`${env.app.url}${link}`);
        await refused(tab, 'the link');
        expect(started, what).toBeGreaterThan(0);
        expect(await everyStore(tab), what).toBe(stores);
        await clean(tabProblems);
        await tab.close();
        count('link (fresh)');
      }),
      { seed: SEED + 1, numRuns: 10 }
    );
    await clean(problems);
    await context.close();
  });

  it('files, picked in the Open menu', async () => {
    const { context, page, problems, workers } = await studioPage(env.app.url);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(hostileBytes, async ([what, bytes]) => {
        expect(openable(importDesignText(bytes, 'x'), 'x').ok, what).toBe(false);
        const name = `hostile-${++n}.json`;
        const [stores, design, started] = [
          await everyStore(page),
          await openDesign(page),
          workers()
        ];
        await showOpenChoices(page);
        await page
          .locator('input[type="file"][accept=".json,application/json"]')
          .first()
          .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(bytes) });
        const alert = await refused(page, name);
        expect(workers(), what).toBeGreaterThan(started);
        expect(await everyStore(page), what).toBe(stores);
        expect(await openDesign(page), what).toEqual(design);
        await alert.getByRole('button', { name: 'Dismiss' }).click();
        await page.keyboard.press('Escape');
        await clean(problems);
        count('file');
      }),
      { seed: SEED + 2, numRuns: 20 }
    );
    await context.close();
  });

  it('pasted text', async () => {
    const { context, page, problems, workers } = await studioPage(env.app.url);
    await fc.assert(
      fc.asyncProperty(hostileText, async ([what, text]) => {
        expect(openable(importDesignText(text, 'x'), 'x').ok, what).toBe(false);
        const [stores, design, started] = [
          await everyStore(page),
          await openDesign(page),
          workers()
        ];
        await page.evaluate((t) => {
          const data = new DataTransfer();
          data.setData('text/plain', t);
          const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true });
          document.body.dispatchEvent(paste);
        }, text);
        const alert = await refused(page, 'the pasted design');
        expect(workers(), what).toBeGreaterThan(started);
        expect(await everyStore(page), what).toBe(stores);
        expect(await openDesign(page), what).toEqual(design);
        await alert.getByRole('button', { name: 'Dismiss' }).click();
        await clean(problems);
        count('paste');
      }),
      { seed: SEED + 3, numRuns: 20 }
    );
    await context.close();
  });

  it('library records written with hostile text, three per page load', async () => {
    const { context, page, problems, workers } = await studioPage(env.app.url);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(hostileText, { minLength: 3, maxLength: 3 }), async (inputs) => {
        const names = inputs.map(() => `Hostile record ${++n}`);
        await page.evaluate(
          (records) =>
            new Promise<void>((resolve, reject) => {
              const request = indexedDB.open('keyscope-library');
              request.onerror = () => reject(request.error);
              request.onsuccess = () => {
                const db = request.result;
                const tx = db.transaction(['entries', 'designs'], 'readwrite');
                for (const { id, name, text } of records) {
                  const at = 1_700_000_000_000;
                  tx.objectStore('entries').put({
                    id,
                    name,
                    tables: 1,
                    items: 1,
                    generatedItems: 0,
                    createdAt: at,
                    updatedAt: at,
                    revision: 1,
                    deletedAt: null
                  });
                  tx.objectStore('designs').put({
                    id,
                    revision: 1,
                    text,
                    generation: { runs: [] }
                  });
                }
                tx.oncomplete = () => {
                  db.close();
                  resolve();
                };
                tx.onerror = () => reject(tx.error);
              };
            }),
          inputs.map(([, text], i) => ({ id: `hostile-${n - 2 + i}`, name: names[i]!, text }))
        );
        await page.reload();
        await page.getByRole('textbox', GAME_PK).waitFor();
        for (const [i, [what]] of inputs.entries()) {
          const [stores, started] = [await everyStore(page), workers()];
          await showOpenChoices(page);
          const yours = page.getByRole('list', { name: 'Your designs' });
          await yours.getByRole('button', { name: names[i], exact: true }).click();
          // Its text cannot be read (said in the library's banner), or what loading it found.
          const said = page
            .getByRole('alert', { name: 'Design library' })
            .getByText(`"${names[i]}" cannot be read`)
            .or(page.getByRole('heading', { name: 'While loading your library' }));
          await said.first().waitFor();
          expect(workers(), what).toBeGreaterThan(started);
          expect(await everyStore(page), what).toBe(stores);
          // Back to the saved design, the banner gone.
          await showOpenChoices(page);
          await yours.getByRole('button', { name: 'Battle royale gaming', exact: true }).click();
          await page.getByRole('textbox', GAME_PK).waitFor();
          // Opening it clears the banner.
          await page.getByRole('alert', { name: 'Design library' }).waitFor({ state: 'detached' });
          expect(await page.getByRole('textbox', GAME_PK).inputValue()).toBe('SAVED#${gameId}');
          count('library record');
        }
        await clean(problems);
      }),
      { seed: SEED + 4, numRuns: 4 }
    );
    await context.close();
  });

  it('lesson files, picked in the Open menu', async () => {
    const { context, page, problems, workers } = await studioPage(env.app.url);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(hostileLessonBytes, async ([what, bytes]) => {
        // The oracle: core refuses it, reading it or resolving the examples it names.
        const loaded = loadLessonBytes(bytes);
        const ok = loaded.ok && (await resolveLesson(loaded.lesson, exampleSource())).ok;
        expect(ok, what).toBe(false);
        const name = `hostile-lesson-${++n}.json`;
        const [stores, design, started] = [
          await everyStore(page),
          await openDesign(page),
          workers()
        ];
        await showOpenChoices(page);
        await page
          .getByLabel('Open a lesson file')
          .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(bytes) });
        const alert = await refused(page, name, 'Could not open the lesson');
        expect(workers(), what).toBeGreaterThan(started);
        expect(await everyStore(page), what).toBe(stores);
        expect(await openDesign(page), what).toEqual(design);
        await alert.getByRole('button', { name: 'Dismiss' }).click();
        await clean(problems);
        count('lesson file');
      }),
      { seed: SEED + 6, numRuns: 30 }
    );
    await context.close();
  });

  // A lesson link names one of the app's own lessons and a step: it is decoded on the page in
  // a few microseconds (at most 512 characters are read), so there is no worker to count.
  it('lesson links, opened by a hash change', async () => {
    const { context, page, problems } = await studioPage(env.app.url);
    const lessons = JSON.parse(readFileSync('public/lessons/index.json', 'utf8')) as KnownLesson[];
    await fc.assert(
      fc.asyncProperty(hostileLessonLink, async (link) => {
        // The oracle: core's own reader refuses it as a lesson link.
        expect(decodeLessonLink(link, lessons)?.ok, link).toBe(false);
        const [stores, design] = [await everyStore(page), await openDesign(page)];
        await page.evaluate((hash) => (location.hash = hash), link);
        const alert = await refused(page, 'the lesson link', 'Could not open the lesson');
        expect(await alert.getByRole('listitem').count(), link).toBe(1);
        expect(await everyStore(page), link).toBe(stores);
        expect(await openDesign(page), link).toEqual(design);
        await alert.getByRole('button', { name: 'Dismiss' }).click();
        await page.evaluate(() => (location.hash = ''));
        await clean(problems);
        count('lesson link');
      }),
      { seed: SEED + 7, numRuns: 20 }
    );
    await context.close();
  });

  // A workload number is refused where it is typed, before any heat is computed: the refusal is
  // checked in core (workloadProblems) as the edit is made, so no heat work follows a refused
  // number, and no edit is added to the history (checked at the end by one Undo).
  it('workload numbers typed into the Heat tab', async () => {
    const { context, page, problems } = await studioPage(env.app.url);
    await page.getByRole('tab', { name: 'Heat' }).click();
    const name = 'Find all users in a game';
    const field = page.getByRole('spinbutton', { name: `Requests per second of “${name}”` });
    const row = page.getByRole('group', { name });
    const placeholder = await field.getAttribute('placeholder');
    await fc.assert(
      fc.asyncProperty(hostileRate, async (text) => {
        const rate = Number(text);
        // The oracle: outside the documented range (0 to MAX_RATE), so core must refuse it.
        expect(Number.isFinite(rate) && rate >= 0 && rate <= MAX_RATE, text).toBe(false);
        const [stores, design] = [await everyStore(page), await openDesign(page)];
        await field.fill(text);
        await field.press('Tab');
        await expect
          .poll(() => row.getByRole('alert').textContent())
          .toBe(
            `a rate is a number of requests per second from 0 to ${MAX_RATE.toLocaleString('en')}, got ${rate}`
          );
        expect(await everyStore(page), text).toBe(stores);
        expect(await openDesign(page), text).toEqual(design);
        expect(await field.getAttribute('placeholder'), text).toBe(placeholder);
        await clean(problems);
        count('workload field');
      }),
      { seed: SEED + 5, numRuns: 20 }
    );
    // No refused number became an edit: one Undo takes back the template edit made before them.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => page.getByRole('textbox', GAME_PK).inputValue()).toBe('GAME#${gameId}');
    await context.close();
  });
});
