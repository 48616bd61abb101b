// A library damaged while the app was closed, on Chromium's real IndexedDB (issue 25, item 3):
// one entry with the wrong types among sound ones, a design record without its text, a damaged
// lesson progress record. The library is still listed, the damaged entry marked as damaged with
// its problems, the sound ones open, and what can be recovered is exported; no page error.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useBuiltApp, watchPage } from './browser.ts';
import { showOpenChoices } from './studio-helpers.ts';

/** What the test writes with the app closed: entries, designs and progress records as stored. */
interface Records {
  entries: Record<string, unknown>[];
  designs: Record<string, unknown>[];
  progress: Record<string, unknown>[];
}

/**
 * Let the app create its library, then, with it closed, write `records` (the example designs'
 * files are native design text, as the library stores it) and open the app in a new tab. The
 * records are written from favicon.svg, a page of the app's origin that runs none of it; the
 * app gets a fresh tab because that page's request for /favicon.ico (a 404) could otherwise
 * reach the error watcher.
 */
async function openOverDamage(
  context: BrowserContext,
  url: string,
  records: (texts: Record<string, string>) => Records
): Promise<{ app: Page; errors: string[]; texts: Record<string, string> }> {
  const first = await context.newPage();
  await first.goto(url);
  await first.getByText('No designs yet.').waitFor();
  await first.goto(`${url}favicon.svg`);
  const texts: Record<string, string> = {};
  for (const name of ['gaming', 'library', 'todo-graph'])
    texts[name] = await first.evaluate(
      (n) => fetch(`examples/${n}.json`).then((r) => r.text()),
      name
    );
  await first.evaluate(
    (all) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('keyscope-library');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(['entries', 'designs', 'progress'], 'readwrite');
          for (const store of ['entries', 'designs', 'progress'] as const)
            for (const r of all[store]) tx.objectStore(store).put(r);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    records(texts)
  );
  await first.close();
  const app = await context.newPage();
  const problems = await watchPage(app);
  await app.goto(url);
  return { app, errors: problems.errors, texts };
}

const entry = (id: string, name: unknown, updatedAt: number) => ({
  id,
  name,
  tables: 1,
  items: 10,
  generatedItems: 0,
  createdAt: 1_700_000_000_000,
  updatedAt,
  revision: 1,
  deletedAt: null
});
const design = (id: string, text: unknown) => ({ id, revision: 1, text, generation: { runs: [] } });

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click()
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** Open a design from "Your designs" and wait for its name in the top bar. */
async function openFromLibrary(page: Page, name: string, heading: RegExp): Promise<void> {
  await showOpenChoices(page);
  const yours = page.getByRole('list', { name: 'Your designs' });
  await yours.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.locator('[role="table"] [role="row"]').first().waitFor();
}

describe('a library damaged while the app was closed', () => {
  const env = useBuiltApp();

  it('lists the damaged entry as damaged, opens the sound ones and the damaged one, and exports what can be recovered', async () => {
    const context = await env.browser.newContext();
    const { app, errors, texts } = await openOverDamage(context, env.app.url, (t) => ({
      entries: [
        entry('good-a', 'Battle royale gaming', 1_700_000_300_000),
        entry('good-b', 'Library catalogue', 1_700_000_200_000),
        // The record: every type wrong but the id's.
        { ...entry('damaged', 42, 1_700_000_100_000), tables: 'x', items: null, createdAt: {} }
      ],
      designs: [
        design('good-a', t['gaming']),
        design('good-b', t['library']),
        design('damaged', t['todo-graph'])
      ],
      progress: []
    }));
    const yours = app.getByRole('list', { name: 'Your designs' });
    await yours.getByRole('button', { name: 'Unnamed design', exact: true }).waitFor();
    const items = yours.getByRole('listitem');
    expect(await items.count()).toBe(3);
    const damaged = items.filter({ hasText: 'Unnamed design' });
    expect(await damaged.getByText('Damaged:').count()).toBe(1);
    expect(await damaged.textContent()).toContain(
      'name is 42, not text; tables is the text "x", not a count; items is null, not a count; createdAt is an object, not a time.'
    );
    expect(await damaged.textContent()).toContain('tables unknown · items unknown');
    // The mark is text, and the name's button is described by it.
    const described = await damaged
      .getByRole('button', { name: 'Unnamed design', exact: true })
      .getAttribute('aria-describedby');
    expect(await app.locator(`[id="${described}"]`).textContent()).toMatch(/^Damaged: name is 42/);
    expect(await items.filter({ hasText: 'Damaged:' }).count()).toBe(1);
    expect(await seriousA11yViolations(app)).toEqual([]);

    const file = await download(app, 'Export what can be recovered of Unnamed design');
    expect(file).toEqual({
      name: 'Unnamed-design.recovered.keyscope.json',
      text: texts['todo-graph']
    });

    await yours.getByRole('button', { name: 'Battle royale gaming', exact: true }).click();
    await app.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    await app.locator('[role="table"] [role="row"]').first().waitFor();
    await openFromLibrary(app, 'Library catalogue', /Library catalogue/);
    // The damaged one opens too: its text loads, and names it.
    await openFromLibrary(app, 'Unnamed design', /To-dos and blog posts as a graph/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a design record without its text and a damaged lesson record leave the rest working', async () => {
    const context = await env.browser.newContext();
    const { app, errors } = await openOverDamage(context, env.app.url, (t) => ({
      entries: [
        entry('good-a', 'Battle royale gaming', 1_700_000_300_000),
        entry('lost', 'Lost text', 1_700_000_200_000)
      ],
      designs: [design('good-a', t['gaming']), design('lost', 42)],
      progress: [
        { lessonId: 'gaming-keys', passed: 'all of them', startedAt: {} },
        {
          lessonId: 'library-catalogue',
          currentStep: 'x',
          passed: [{ step: 'x', at: 1 }],
          startedAt: 1,
          finishedAt: null,
          updatedAt: 1,
          drafts: []
        }
      ]
    }));
    const yours = app.getByRole('list', { name: 'Your designs' });
    await yours.getByRole('button', { name: 'Lost text', exact: true }).waitFor();
    const lessons = app.getByRole('list', { name: 'Lessons' });
    await lessons.getByText(/steps, 1 done/).waitFor();
    expect(await lessons.getByText(/done|finished/).count()).toBe(1);
    // Its design cannot be read: the open says so, and the entry is listed as damaged from then.
    await yours.getByRole('button', { name: 'Lost text', exact: true }).click();
    await app.getByText(/"Lost text" cannot be read \(text is 42, not text or a Blob\)/).waitFor();
    await showOpenChoices(app);
    const lost = yours.getByRole('listitem').filter({ hasText: 'Lost text' });
    await lost.getByText('Damaged:').waitFor();
    const file = await download(app, 'Export what can be recovered of Lost text');
    expect(file.name).toBe('Lost-text.recovered-record.json');
    expect(JSON.parse(file.text)).toMatchObject({
      format: 'keyscope.recovered-library-record',
      damage: ['text is 42, not text or a Blob'],
      entry: { id: 'lost', name: 'Lost text' },
      design: { id: 'lost', text: 42 }
    });
    await openFromLibrary(app, 'Battle royale gaming', /Battle royale gaming/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
