// The design library in the built app, on Chromium's real IndexedDB: autosave across reloads and
// a killed browser, two tabs on one design, undo across designs, delete and restore.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useBuiltApp, watchPage, type PageProblems } from './browser.ts';
import {
  killBrowser,
  launchWithProfile,
  newProfile,
  removeProfile,
  storedDesigns
} from './library-helpers.ts';
import { showOpenChoices, visibleRows } from './studio-helpers.ts';

const GAME_PK = { name: 'PK template for Game', exact: true } as const;
const GAMING = JSON.parse(readFileSync('public/examples/gaming.json', 'utf8')) as {
  entities: { items: unknown[] }[];
};

/** The Game entity's PK template as stored (entity 1 of the gaming example). */
async function storedGamePk(page: Page, name = 'Battle royale gaming'): Promise<string[]> {
  const designs = await storedDesigns(page);
  return designs
    .filter((d) => d.name === name && !d.deleted)
    .map((d) => (d.design as { entities: { keys: { PK: string } }[] }).entities[1]!.keys.PK);
}

async function openGaming(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#example=gaming`);
  await page.locator('[role="table"] [role="row"]').first().waitFor();
}

async function clean(page: Page, problems: PageProblems): Promise<void> {
  expect(problems.errors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
  void page;
}

describe('the design library', () => {
  const env = useBuiltApp();

  it('keeps an edit across a reload: the tab reopens its design, saved, with the edit', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = await watchPage(page);
    await openGaming(page, env.app.url);
    const state = page.getByRole('status', { name: 'Save state' });
    // An example is not kept until it is edited.
    await expect.poll(() => state.getAttribute('data-save-state')).toBe('unstored');
    expect(await state.textContent()).toMatch(/^Not in library/);
    expect(await storedDesigns(page)).toEqual([]);
    const field = page.getByRole('textbox', GAME_PK);
    await field.fill('MATCH#${gameId}');
    await expect.poll(() => storedGamePk(page)).toEqual(['MATCH#${gameId}']);
    await expect.poll(() => state.getAttribute('data-save-state')).toBe('saved');

    await page.reload();
    await page.locator('[role="table"] [role="row"]').first().waitFor();
    expect(await page.getByRole('textbox', GAME_PK).inputValue()).toBe('MATCH#${gameId}');
    await page.locator('[role="rowheader"][data-collection^="MATCH#"]').first().waitFor();
    expect(page.url()).toContain('#example=gaming');
    // Only one design was made: the reload reopened it instead of opening the example again.
    expect((await storedDesigns(page)).length).toBe(1);
    await clean(page, problems);
    await context.close();
  });

  // How soon a save follows the edits (at most a second of continuous typing) is the autosave
  // scheduler's, tested with fake timers (test/store/autosave-scheduler.test.ts). Here: what was
  // saved survives the browser being killed in the middle of more typing, and nothing half-saved
  // is left.
  it('a browser killed while typing keeps every edit saved before, and only whole edits', async () => {
    const dir = newProfile();
    try {
      const context = await launchWithProfile(dir);
      const page = context.pages()[0] ?? (await context.newPage());
      const problems = await watchPage(page);
      // The first letter typed makes the example's library entry; the rest update it.
      await openGaming(page, env.app.url);
      const field = page.getByRole('textbox', GAME_PK);
      await field.click();
      await field.press('End');
      const letters = 'ABCDEFGHIJKLMNOPQRSTUVWX';
      const saved = letters.slice(0, 12);
      for (const letter of saved) await page.keyboard.type(letter);
      // Typed without pause, saved by the autosave.
      await expect.poll(() => storedGamePk(page)).toEqual([`GAME#\${gameId}${saved}`]);
      // More typing, and the browser killed with those edits typed but not yet saved.
      for (const letter of letters.slice(saved.length)) await page.keyboard.type(letter);
      await clean(page, problems);
      await killBrowser(dir, context);

      const again = await launchWithProfile(dir);
      const page2 = again.pages()[0] ?? (await again.newPage());
      const problems2 = await watchPage(page2);
      await page2.goto(env.app.url);
      const list = page2.getByRole('list', { name: 'Your designs' });
      await list.getByRole('button', { name: 'Battle royale gaming', exact: true }).click();
      const value = await page2.getByRole('textbox', GAME_PK).inputValue();
      expect(value.startsWith('GAME#${gameId}')).toBe(true);
      const kept = value.slice('GAME#${gameId}'.length);
      // Some prefix of what was typed, no shorter than what was saved before the kill.
      expect(letters.startsWith(kept)).toBe(true);
      expect(kept.startsWith(saved)).toBe(true);
      await clean(page2, problems2);
      await again.close();
    } finally {
      removeProfile(dir);
    }
  });

  it('two tabs on one design never overwrite each other: the other tab is offered reload or a copy', async () => {
    const context = await env.browser.newContext();
    const a = await context.newPage();
    const problemsA = await watchPage(a);
    await openGaming(a, env.app.url);
    // Ctrl+S keeps the example unedited.
    await a.keyboard.press('Control+s');
    await expect.poll(() => storedGamePk(a)).toEqual(['GAME#${gameId}']);

    const b = await context.newPage();
    const problemsB = await watchPage(b);
    await b.goto(env.app.url);
    await b
      .getByRole('list', { name: 'Your designs' })
      .getByRole('button', { name: 'Battle royale gaming', exact: true })
      .click();
    await b.locator('[role="table"] [role="row"]').first().waitFor();

    await a.getByRole('textbox', GAME_PK).fill('FROM-A#${gameId}');
    await a.keyboard.press('Control+s');
    await expect.poll(() => storedGamePk(a)).toEqual(['FROM-A#${gameId}']);
    const banner = b.getByRole('alert', { name: 'Changed in another tab' });
    await banner.getByText(/changed in another tab/).waitFor();
    expect(await seriousA11yViolations(b)).toEqual([]);
    // B edits anyway: nothing it does overwrites A's save.
    await b.getByRole('textbox', GAME_PK).fill('FROM-B#${gameId}');
    await b.keyboard.press('Control+s');
    await b
      .getByRole('status', { name: 'Save state' })
      .getByText(/changed in another tab/)
      .waitFor();
    expect(await storedGamePk(b)).toEqual(['FROM-A#${gameId}']);

    // Reload shows A's version; B's edit is kept as a copy (library-writes.e2e.ts).
    await banner.getByRole('button', { name: 'Reload the saved version' }).click();
    await expect.poll(() => b.getByRole('textbox', GAME_PK).inputValue()).toBe('FROM-A#${gameId}');
    await banner.waitFor({ state: 'detached' });
    await b.getByRole('textbox', GAME_PK).fill('B-AFTER#${gameId}');
    await expect.poll(() => storedGamePk(b)).toEqual(['B-AFTER#${gameId}']);

    // Now A is behind: it keeps its own version as a copy.
    const bannerA = a.getByRole('alert', { name: 'Changed in another tab' });
    await bannerA.getByRole('button', { name: 'Keep mine as a copy' }).click();
    await a.getByRole('heading', { name: /Battle royale gaming \(copy\)/ }).waitFor();
    await expect
      .poll(() => storedGamePk(a, 'Battle royale gaming (copy)'))
      .toEqual(['FROM-A#${gameId}']);
    expect(await storedGamePk(a)).toEqual(['B-AFTER#${gameId}']);
    await clean(a, problemsA);
    await clean(b, problemsB);
    await context.close();
  });

  it('a full disk: the save fails and the top bar says why; Export to a file keeps the edit, and saving works once there is room', async () => {
    // On disk: Chromium enforces a quota there (an in-memory profile's IndexedDB ignores it).
    const dir = newProfile();
    const context = await launchWithProfile(dir);
    const page = context.pages()[0] ?? (await context.newPage());
    const problems = await watchPage(page);
    // Chromium's own quota, shrunk to nothing before the library opens (an open database keeps
    // the quota it saw): IndexedDB refuses writes as on a full disk.
    const cdp = await context.newCDPSession(page);
    const origin = new URL(env.app.url).origin;
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
    await openGaming(page, env.app.url);
    await page.getByText('Add an item').click();
    await page
      .getByRole('textbox', { name: 'New item JSON (DynamoDB JSON)' })
      .fill(JSON.stringify({ username: { S: 'zz-full' }, bio: { S: 'b'.repeat(200_000) } }));
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    const state = page.getByRole('status', { name: 'Save state' });
    await state.getByText('Not saved: storage is full').waitFor();
    const banner = page.getByRole('alert', { name: 'Not saved' });
    await banner.getByText(/storage for Keyscope is full.*Export the design to a file/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      banner.getByRole('button', { name: 'Export to a file' }).click()
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toContain('zz-full');
    const stored = async () => JSON.stringify(await storedDesigns(page)).includes('zz-full');
    expect(await stored()).toBe(false);

    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await banner.getByRole('button', { name: 'Try saving again' }).click();
    await expect.poll(stored).toBe(true);
    await banner.waitFor({ state: 'detached' });
    await clean(page, problems);
    await context.close();
    removeProfile(dir);
  });

  it('opening other designs keeps each one, with its undo history for the session; delete is undoable', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = await watchPage(page);
    await openGaming(page, env.app.url);
    await page.getByRole('textbox', GAME_PK).fill('EDITED#${gameId}');
    await page.getByRole('textbox', GAME_PK).blur();

    // An example, a blank design and a hash change each open a new design; none is lost.
    await showOpenChoices(page);
    await page
      .getByRole('list', { name: 'Example designs' })
      .getByRole('button', { name: 'Library catalogue', exact: true })
      .click();
    await page.getByRole('heading', { name: /Library catalogue/ }).waitFor();
    await page.keyboard.press('Control+s');
    await page.getByRole('button', { name: 'New design' }).click();
    await page.getByRole('heading', { name: /Untitled design/ }).waitFor();
    await page.evaluate(() => (location.hash = '#example=people-music'));
    await page.getByRole('heading', { name: /People and Music/ }).waitFor();
    // The edited and the Ctrl+S-kept designs are kept; the blank and the example only looked
    // at are not.
    await expect
      .poll(async () => (await storedDesigns(page)).map((d) => d.name).sort())
      .toEqual(['Battle royale gaming', 'Library catalogue']);
    expect(
      await page.getByRole('status', { name: 'Save state' }).getAttribute('data-save-state')
    ).toBe('unstored');

    // Back to the gaming design: its edit is undoable still.
    await showOpenChoices(page);
    const yours = page.getByRole('list', { name: 'Your designs' });
    // Whether the browser keeps the library when disk space runs low is said, whatever it is.
    await page
      .getByRole('region', { name: 'Your designs' })
      .getByText(/keeps them even when disk space|did not promise to keep them|cannot be asked/)
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search your designs by name' }).fill('royale');
    await expect.poll(() => yours.getByRole('listitem').count()).toBe(1);
    await yours.getByRole('button', { name: 'Battle royale gaming', exact: true }).click();
    await page.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    expect(await page.getByRole('textbox', GAME_PK).inputValue()).toBe('EDITED#${gameId}');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await page.getByRole('textbox', GAME_PK).inputValue()).toBe('GAME#${gameId}');

    // Delete the open design: it closes; undo brings it back.
    await showOpenChoices(page);
    await page.getByRole('button', { name: 'Delete Battle royale gaming' }).click();
    await page.getByRole('list', { name: 'Example designs' }).waitFor();
    const deleted = page.getByRole('status', { name: 'Deleted' });
    await deleted.getByRole('button', { name: 'Undo delete' }).click();
    await page.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    await expect
      .poll(async () => (await storedDesigns(page)).filter((d) => d.deleted).length)
      .toBe(0);

    // Rename and duplicate from the library.
    await showOpenChoices(page);
    await page.getByRole('button', { name: 'Rename Library catalogue', exact: true }).click();
    await page.getByRole('textbox', { name: 'New name for Library catalogue' }).fill('Books');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByRole('button', { name: 'Duplicate Books', exact: true }).click();
    await page.getByRole('button', { name: 'Books (copy)', exact: true }).waitFor();
    await expect.poll(async () => (await storedDesigns(page)).length).toBe(3);
    await clean(page, problems);
    await context.close();
  });

  it('generated items are not stored: the settings are, and reopening rebuilds the same items', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = await watchPage(page);
    await openGaming(page, env.app.url);
    const initial = await page.locator('#view-counts').textContent();
    await page.getByRole('spinbutton', { name: 'Items per entity' }).fill('200');
    await page.getByRole('button', { name: 'Generate items' }).click();
    const generated = page.getByRole('group', { name: 'Generated items' });
    await generated
      .getByText(/600 generated items .* These settings are part of the design/)
      .waitFor();
    await expect.poll(() => page.locator('#view-counts').textContent()).not.toBe(initial);
    await expect
      .poll(async () => (await storedDesigns(page))[0]?.generation)
      .toEqual({ runs: [{ perEntity: 200, seed: 1 }] });
    const stored = (await storedDesigns(page))[0]!.design as { entities: { items: unknown[] }[] };
    // As many items as the example has, per entity: the authored ones only.
    expect(stored.entities.map((e) => e.items.length)).toEqual(
      GAMING.entities.map((e) => e.items.length)
    );
    const before = await visibleRows(page);
    const counts = await page.locator('#view-counts').textContent();
    await page.reload();
    await page.locator('[role="table"] [role="row"]').first().waitFor();
    expect(await page.locator('#view-counts').textContent()).toBe(counts);
    expect(await visibleRows(page)).toEqual(before);
    await clean(page, problems);
    await context.close();
  });

  it('a record damaged while the app was closed (no deletedAt, updatedAt null) is neither purged nor hidden', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.app.url}#example=gaming`);
    await page.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    await page.keyboard.press('Control+s');
    await expect.poll(async () => (await storedDesigns(page)).length).toBe(1);
    // With the app closed, the record loses deletedAt and its time.
    await page.goto(`${env.app.url}favicon.svg`);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('keyscope-library');
          request.onsuccess = () => {
            const db = request.result;
            const tx = db.transaction('entries', 'readwrite');
            const entries = tx.objectStore('entries');
            const all = entries.getAll();
            all.onsuccess = () => {
              const entry = all.result[0] as Record<string, unknown>;
              delete entry['deletedAt'];
              entry['updatedAt'] = null;
              entries.put(entry);
            };
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        })
    );
    // A fresh tab: the favicon.svg document asks for /favicon.ico (a 404), and on a busy machine
    // that console error reached a watcher attached to the same page after the navigation.
    await page.close();
    const app = await context.newPage();
    const problems = await watchPage(app);
    await app.goto(env.app.url);
    await showOpenChoices(app);
    const yours = app.getByRole('list', { name: 'Your designs' });
    await yours.getByRole('button', { name: 'Battle royale gaming', exact: true }).waitFor();
    expect(await yours.getByText(/when last edited is unknown/).count()).toBe(1);
    await yours.getByRole('button', { name: 'Battle royale gaming', exact: true }).click();
    await app.locator('[role="table"] [role="row"]').first().waitFor();
    await clean(app, problems);
    await context.close();
  });
});
